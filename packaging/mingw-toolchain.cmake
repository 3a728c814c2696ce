# Cross-compiling Bizon (and the libraries it needs) for 64-bit Windows with Debian's MinGW-w64,
# the posix-thread flavour (std::thread, std::mutex), tests run under Wine (packaging/windows.sh).
# BIZON_WINDOWS_DEPS names the prefix holding the cross-built libraries (SFML, Boost, Catch2, …):
# CMake and pkg-config look there and in MinGW's own folder, never in the build machine's /usr.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(BIZON_MINGW x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${BIZON_MINGW}-gcc-posix)
set(CMAKE_CXX_COMPILER ${BIZON_MINGW}-g++-posix)
set(CMAKE_RC_COMPILER ${BIZON_MINGW}-windres)

# try_compile projects read this file again: hand them the prefix too.
if(NOT BIZON_WINDOWS_DEPS AND DEFINED ENV{BIZON_WINDOWS_DEPS})
  set(BIZON_WINDOWS_DEPS $ENV{BIZON_WINDOWS_DEPS})
endif()
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES BIZON_WINDOWS_DEPS)
set(CMAKE_FIND_ROOT_PATH /usr/${BIZON_MINGW} ${BIZON_WINDOWS_DEPS})
set(CMAKE_PREFIX_PATH ${BIZON_WINDOWS_DEPS})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# OpenSSL is built static (windows.sh): FindOpenSSL then adds what it needs of Windows (crypt32, ws2_32).
set(OPENSSL_USE_STATIC_LIBS TRUE)
set(ENV{PKG_CONFIG_LIBDIR} ${BIZON_WINDOWS_DEPS}/lib/pkgconfig:${BIZON_WINDOWS_DEPS}/share/pkgconfig)
set(ENV{PKG_CONFIG_PATH} "")

# Windows 10 and later: Boost.Asio picks its calls by this, and DNS-SD needs 1809 (0x0A00 too).
set(CMAKE_C_FLAGS_INIT "-D_WIN32_WINNT=0x0A00")
set(CMAKE_CXX_FLAGS_INIT "-D_WIN32_WINNT=0x0A00")

# The programs link MinGW's runtime as DLLs (libstdc++-6, libgcc_s_seh-1, libwinpthread-1), shipped
# beside them: one copy of the C++ runtime for the game and SFML's DLLs, which pass std::string
# and exceptions across. Wine finds them, and the cross-built libraries' DLLs, through WINEPATH.
execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=libstdc++-6.dll
                OUTPUT_VARIABLE bizon_libstdcxx OUTPUT_STRIP_TRAILING_WHITESPACE)
get_filename_component(BIZON_MINGW_RUNTIME_DIR ${bizon_libstdcxx} DIRECTORY)
set(BIZON_MINGW_RUNTIME_DLLS ${BIZON_MINGW_RUNTIME_DIR}/libstdc++-6.dll
    ${BIZON_MINGW_RUNTIME_DIR}/libgcc_s_seh-1.dll /usr/${BIZON_MINGW}/lib/libwinpthread-1.dll)

# CTest runs the test programs through Wine, by a script that says where their DLLs are (WINEPATH:
# MinGW's runtime, the cross-built libraries) and keeps Wine's own messages quiet. Debian's wine64
# package alone puts no `wine` on PATH.
find_program(BIZON_WINE NAMES wine wine64 PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH REQUIRED)
set(bizon_wine_run ${CMAKE_BINARY_DIR}/bizon-wine)
file(WRITE ${bizon_wine_run}
     "#!/bin/sh\n"
     "WINEPATH='Z:${BIZON_MINGW_RUNTIME_DIR};Z:/usr/${BIZON_MINGW}/lib;Z:${BIZON_WINDOWS_DEPS}/bin' "
     "WINEDEBUG=\${WINEDEBUG:--all} exec '${BIZON_WINE}' \"$@\"\n")
file(CHMOD ${bizon_wine_run} PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
     GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CMAKE_CROSSCOMPILING_EMULATOR ${bizon_wine_run})
