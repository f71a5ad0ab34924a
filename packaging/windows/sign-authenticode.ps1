<#
.SYNOPSIS
  Authenticode-sign Windows files with signtool, then verify them (Windows only).

.DESCRIPTION
  Inputs come from the environment; no key material is ever in the repository.
    AUTHENTICODE_CERT_THUMBPRINT  SHA-1 thumbprint of a code-signing certificate in the
                                  CurrentUser\My or LocalMachine\My store (also covers
                                  EV certificates on a hardware token), or
    AUTHENTICODE_PFX              a PKCS#12 file, with AUTHENTICODE_PFX_PASSWORD.
    AUTHENTICODE_TIMESTAMP_URL    RFC 3161 time-stamp server (required: without a time
                                  stamp the signature stops validating when the
                                  certificate expires).
    AUTHENTICODE_DESCRIPTION      shown in UAC/SmartScreen prompts (default "Puzzle Suite").
    SIGNTOOL                      path to signtool.exe (default: newest Windows SDK's x64).
  From Linux or macOS use sign-authenticode.sh (osslsigncode) instead.

.EXAMPLE
  packaging\windows\sign-authenticode.ps1 packaging\out\dist\puzzlesuite\puzzlesuite.exe
#>
param([Parameter(Mandatory = $true, ValueFromRemainingArguments = $true)][string[]]$Files)
$ErrorActionPreference = "Stop"

function Find-SignTool {
    if ($env:SIGNTOOL) { return $env:SIGNTOOL }
    $kits = Join-Path ${env:ProgramFiles(x86)} "Windows Kits\10\bin"
    $found = Get-ChildItem -Path $kits -Recurse -Filter signtool.exe -ErrorAction SilentlyContinue |
        Where-Object { $_.FullName -match "\\x64\\" } | Sort-Object FullName -Descending |
        Select-Object -First 1
    if (-not $found) { throw "signtool.exe not found: install the Windows SDK or set SIGNTOOL" }
    return $found.FullName
}

if (-not $env:AUTHENTICODE_TIMESTAMP_URL) { throw "set AUTHENTICODE_TIMESTAMP_URL (RFC 3161 server)" }
$signtool = Find-SignTool
$description = if ($env:AUTHENTICODE_DESCRIPTION) { $env:AUTHENTICODE_DESCRIPTION } else { "Puzzle Suite" }
$arguments = @("sign", "/fd", "SHA256", "/td", "SHA256", "/tr", $env:AUTHENTICODE_TIMESTAMP_URL,
               "/d", $description)
if ($env:AUTHENTICODE_CERT_THUMBPRINT) {
    $arguments += @("/sha1", $env:AUTHENTICODE_CERT_THUMBPRINT)
} elseif ($env:AUTHENTICODE_PFX) {
    $arguments += @("/f", $env:AUTHENTICODE_PFX)
    if ($env:AUTHENTICODE_PFX_PASSWORD) { $arguments += @("/p", $env:AUTHENTICODE_PFX_PASSWORD) }
} else {
    throw "set AUTHENTICODE_CERT_THUMBPRINT or AUTHENTICODE_PFX (+ AUTHENTICODE_PFX_PASSWORD)"
}

& $signtool @arguments @Files
if ($LASTEXITCODE -ne 0) { throw "signtool sign failed ($LASTEXITCODE)" }
& $signtool verify /pa /all @Files
if ($LASTEXITCODE -ne 0) { throw "signtool verify failed ($LASTEXITCODE)" }
Write-Host "signed and verified: $($Files -join ', ')"
