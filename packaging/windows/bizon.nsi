; Bizon's installer for Windows, made by packaging/windows.sh with Debian's makensis:
;   makensis -DVERSION=<version> -DSOURCE=<the installed folder> -DOUTFILE=<setup.exe> bizon.nsi
; Installs for the user alone (no administrator), in %LOCALAPPDATA%\Programs\Bizon, with a
; Start-menu entry and an uninstaller listed in Settings > Apps. Uninstalling removes the game's
; folder and nothing else: the player's sets stay in %APPDATA%\Bizon.
; A 64-bit installer for a 64-bit game (and Wine's wine64 runs it, for the tests).
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
!include "MUI2.nsh"

Name "Bizon"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\Bizon"
InstallDirRegKey HKCU "Software\Bizon" "InstallDir"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Bizon"

!define MUI_ICON "${SOURCE}\bizon.ico"
!define MUI_UNICON "${SOURCE}\bizon.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\bizon.exe"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_LICENSE "${SOURCE}\licences\bizon.txt"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"
!insertmacro MUI_LANGUAGE "Dutch"
!insertmacro MUI_LANGUAGE "German"

Section "Bizon"
  SetOutPath "$INSTDIR"
  ; A new version replaces the old one's files; the player's data is elsewhere.
  RMDir /r "$INSTDIR\assets"
  RMDir /r "$INSTDIR\decks"
  RMDir /r "$INSTDIR\localization"
  File /r "${SOURCE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\Bizon.lnk" "$INSTDIR\bizon.exe" "" "$INSTDIR\bizon.ico"
  WriteRegStr HKCU "Software\Bizon" "InstallDir" "$INSTDIR"
  ; Invitations to a friends' table (bizon://HOST:PORT/CODE#FINGERPRINT) open the Join screen.
  WriteRegStr HKCU "Software\Classes\bizon" "" "URL:Bizon invitation"
  WriteRegStr HKCU "Software\Classes\bizon" "URL Protocol" ""
  WriteRegStr HKCU "Software\Classes\bizon\DefaultIcon" "" "$INSTDIR\bizon.exe,0"
  WriteRegStr HKCU "Software\Classes\bizon\shell\open\command" "" '"$INSTDIR\bizon.exe" "%1"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "Bizon"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "Bizon developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\bizon.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  Delete "$SMPROGRAMS\Bizon.lnk"
  ; The game's folder only: %APPDATA%\Bizon (sets, settings, lessons) is the player's.
  RMDir /r "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\Bizon"
  DeleteRegKey HKCU "Software\Classes\bizon"
SectionEnd
