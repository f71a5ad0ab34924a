<#
.SYNOPSIS
  Windows release: the same PyInstaller spec as Linux, a smoke test, Authenticode
  signing (sign-authenticode.ps1, inputs documented there), a .zip and SHA256SUMS.

.EXAMPLE
  packaging\windows\build.ps1            # signed (needs the AUTHENTICODE_* variables)
  packaging\windows\build.ps1 -Unsigned  # local trial build
#>
param([switch]$Unsigned)
$ErrorActionPreference = "Stop"
$root = Resolve-Path (Join-Path $PSScriptRoot "..\..")
Set-Location $root
$python = if ($env:PYTHON) { $env:PYTHON } else { Join-Path $root ".venv\Scripts\python.exe" }
$out = Join-Path $root "packaging\out"

& $python -c "import PyInstaller" 2>$null
if ($LASTEXITCODE -ne 0) { & $python -m pip install -q "pyinstaller>=6.10,<7" }
$version = (& $python packaging\pkgmeta.py version).Trim()
& $python packaging\pkgmeta.py check
if ($LASTEXITCODE -ne 0) { throw "pyproject.toml and CHANGELOG.md disagree" }

Remove-Item -Recurse -Force (Join-Path $out "dist"), (Join-Path $out "artifacts") -ErrorAction SilentlyContinue
# A private PyInstaller cache (not the per-user one, which --clean would empty).
$env:PYINSTALLER_CONFIG_DIR = "$out\work\pyinstaller-cache"
& $python -m PyInstaller --noconfirm --clean --distpath "$out\dist" --workpath "$out\work\build" packaging\puzzlesuite.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$exe = Join-Path $out "dist\puzzlesuite\puzzlesuite.exe"

# A windowed program: wait for it explicitly to get its exit code.
$data = Join-Path ([IO.Path]::GetTempPath()) ("puzzlesuite-smoke-" + [guid]::NewGuid())
$env:QT_QPA_PLATFORM = "offscreen"
$smoke = Start-Process -FilePath $exe -ArgumentList @("--smoke", "--data-dir", "`"$data`"") -Wait -PassThru
Remove-Item Env:QT_QPA_PLATFORM
if ($smoke.ExitCode -ne 0) { throw "bundle smoke test failed ($($smoke.ExitCode))" }

# Every .exe, .dll and .pyd of the bundle, not only the launcher: Windows checks each
# file it loads.
if (-not $Unsigned) { & (Join-Path $PSScriptRoot "sign-authenticode.ps1") (Join-Path $out "dist\puzzlesuite") }

$artifacts = New-Item -ItemType Directory -Force (Join-Path $out "artifacts")
$zip = Join-Path $artifacts "puzzlesuite-$version-windows-x64.zip"
Compress-Archive -Path (Join-Path $out "dist\puzzlesuite") -DestinationPath $zip -Force
$hash = (Get-FileHash -Algorithm SHA256 $zip).Hash.ToLower()
"$hash  $(Split-Path -Leaf $zip)" | Out-File -Encoding ascii (Join-Path $artifacts "SHA256SUMS")
Write-Host "built $zip"
Write-Host "Sign SHA256SUMS with the release GPG key as on Linux (packaging/sign.sh) before publishing."
