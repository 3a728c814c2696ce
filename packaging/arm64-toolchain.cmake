# Cross-compiling Bizon for 64-bit ARM Linux (arm64 phones: Mobian, PureOS) with Debian's multiarch.
# Needs crossbuild-essential-arm64, the arm64 -dev packages and qemu-user-static (packaging/arm64.sh).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
# The arm64 libraries and their CMake packages sit in the multiarch folders
# (/usr/lib/aarch64-linux-gnu): CMake searches there, never in the build machine's x86_64 ones.
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
# pkg-config (librsvg and cairo, for the decks) reads the arm64 libraries' .pc files only.
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig)
# CTest runs the arm64 test binaries through qemu's user-mode emulator. The arm64 libc installed by
# multiarch (/lib/ld-linux-aarch64.so.1) serves as the loader, so no QEMU_LD_PREFIX is needed.
find_program(BIZON_QEMU_AARCH64 NAMES qemu-aarch64-static qemu-aarch64 REQUIRED)
set(CMAKE_CROSSCOMPILING_EMULATOR ${BIZON_QEMU_AARCH64})
# GCC's note that GCC 10.1 changed how some structs are passed on aarch64 concerns linking with code
# built by GCC 9 or older; everything here is built by Debian 12's GCC 12.
set(CMAKE_CXX_FLAGS_INIT -Wno-psabi)
