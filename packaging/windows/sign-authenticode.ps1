<#
.SYNOPSIS
  Authenticode-sign Windows files with signtool, then verify them (Windows only).

.DESCRIPTION
  Every argument is a file or a folder; a folder means every .exe, .dll and .pyd under
  it (Windows checks each one it loads, and SmartScreen and application-control
  policies judge unsigned ones). Inputs come from the environment; no key material is
  ever in the repository, and no secret is ever put on a command line (where other
  users can read it in the process list):
    AUTHENTICODE_CERT_THUMBPRINT  SHA-1 thumbprint of a code-signing certificate that is
                                  already in a certificate store (also covers EV
                                  certificates on a hardware token), with
    AUTHENTICODE_CERT_STORE       CurrentUser (default) or LocalMachine: which "My" store
                                  to look in (signtool /s My, plus /sm for LocalMachine);
    or
    AUTHENTICODE_PFX              a PKCS#12 file, with AUTHENTICODE_PFX_PASSWORD (read
                                  here into a SecureString). The certificate is imported
                                  into CurrentUser\My for the signing only, used by
                                  thumbprint and removed again, so signtool never needs
                                  its /p PASSWORD argument.
    AUTHENTICODE_TIMESTAMP_URL    RFC 3161 time-stamp server (required: without a time
                                  stamp the signature stops validating when the
                                  certificate expires).
    AUTHENTICODE_DESCRIPTION      shown in UAC/SmartScreen prompts (default "Puzzle Suite").
    SIGNTOOL                      path to signtool.exe (default: newest Windows SDK's x64).
  From Linux or macOS use sign-authenticode.sh (osslsigncode) instead.

.EXAMPLE
  packaging\windows\sign-authenticode.ps1 packaging\out\dist\puzzlesuite
#>
param([Parameter(Mandatory = $true, ValueFromRemainingArguments = $true)][string[]]$Targets)
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

function Get-PeFiles([string[]]$Paths) {
    $files = foreach ($path in $Paths) {
        if (Test-Path -LiteralPath $path -PathType Container) {
            Get-ChildItem -LiteralPath $path -Recurse -File |
                Where-Object { $_.Extension -in ".exe", ".dll", ".pyd" } |
                ForEach-Object { $_.FullName }
        } elseif (Test-Path -LiteralPath $path -PathType Leaf) {
            (Resolve-Path -LiteralPath $path).Path
        } else {
            throw "no such file or folder: $path"
        }
    }
    $files = @($files | Sort-Object)
    if ($files.Count -eq 0) { throw "no .exe, .dll or .pyd file in: $($Paths -join ', ')" }
    return $files
}

if (-not $env:AUTHENTICODE_TIMESTAMP_URL) { throw "set AUTHENTICODE_TIMESTAMP_URL (RFC 3161 server)" }
$signtool = Find-SignTool
$files = Get-PeFiles $Targets
$description = if ($env:AUTHENTICODE_DESCRIPTION) { $env:AUTHENTICODE_DESCRIPTION } else { "Puzzle Suite" }

$imported = $null
try {
    if ($env:AUTHENTICODE_CERT_THUMBPRINT) {
        $thumbprint = $env:AUTHENTICODE_CERT_THUMBPRINT -replace "\s", ""
        $store = if ($env:AUTHENTICODE_CERT_STORE) { $env:AUTHENTICODE_CERT_STORE } else { "CurrentUser" }
        if ($store -notin "CurrentUser", "LocalMachine") {
            throw "AUTHENTICODE_CERT_STORE must be CurrentUser or LocalMachine, not $store"
        }
        if (-not (Test-Path "Cert:\$store\My\$thumbprint")) {
            throw "no certificate $thumbprint in Cert:\$store\My"
        }
    } elseif ($env:AUTHENTICODE_PFX) {
        $password = ConvertTo-SecureString -String "$env:AUTHENTICODE_PFX_PASSWORD" -AsPlainText -Force
        $imported = Import-PfxCertificate -FilePath $env:AUTHENTICODE_PFX `
            -CertStoreLocation Cert:\CurrentUser\My -Password $password
        $thumbprint = $imported.Thumbprint
        $store = "CurrentUser"
    } else {
        throw "set AUTHENTICODE_CERT_THUMBPRINT (+ AUTHENTICODE_CERT_STORE) or AUTHENTICODE_PFX (+ AUTHENTICODE_PFX_PASSWORD)"
    }
    $arguments = @("sign", "/fd", "SHA256", "/td", "SHA256", "/tr", $env:AUTHENTICODE_TIMESTAMP_URL,
                   "/d", $description, "/sha1", $thumbprint, "/s", "My")
    if ($store -eq "LocalMachine") { $arguments += "/sm" }

    # A few dozen files per call keeps each command line far below Windows' limit.
    for ($start = 0; $start -lt $files.Count; $start += 40) {
        $batch = $files[$start..([Math]::Min($start + 39, $files.Count - 1))]
        & $signtool @arguments @batch
        if ($LASTEXITCODE -ne 0) { throw "signtool sign failed ($LASTEXITCODE)" }
        & $signtool verify /pa /all @batch
        if ($LASTEXITCODE -ne 0) { throw "signtool verify failed ($LASTEXITCODE)" }
    }
} finally {
    if ($imported) { Remove-Item -LiteralPath "Cert:\CurrentUser\My\$($imported.Thumbprint)" -DeleteKey }
}
Write-Host "signed and verified $($files.Count) file(s)"
