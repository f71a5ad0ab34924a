"""Package layout that pyproject.toml cannot express on its own.

The app's resources (icons, fonts, menu entry, metainfo) live in the top-level ``resources/``
folder and are installed as ``puzzlesuite.resources``: setuptools' ``package-dir``
mapping. Every other setting is in pyproject.toml.

Folders that hold only data (``puzzlesuite/locale/ko/LC_MESSAGES``,
``resources/icons``, ...) are importable namespace packages to Python, so they are
listed as packages here, found by ``find_namespace_packages``: setuptools then installs
their files as the package data of those packages instead of warning, once per folder,
that a future version would leave them out ("Package would be ignored"). A new game, a
new language or a new icon needs no change here.
"""

from setuptools import find_namespace_packages, setup

# Python's caches are folders too; they are never part of the package.
NOT_PACKAGES = ["*.__pycache__", "*.__pycache__.*"]


def app_packages() -> list[str]:
    return find_namespace_packages(include=["puzzlesuite", "puzzlesuite.*"], exclude=NOT_PACKAGES)


def resource_packages() -> list[str]:
    below = find_namespace_packages(where="resources", exclude=NOT_PACKAGES)
    return ["puzzlesuite.resources", *(f"puzzlesuite.resources.{name}" for name in below)]


setup(
    packages=[*app_packages(), *resource_packages()],
    package_dir={"puzzlesuite.resources": "resources"},
    package_data={
        # Patterns, not lists: a new catalog, icon or menu file is picked up as it is.
        # "": every package, so each puzzlesuite.locale.<lang>.LC_MESSAGES.
        "": ["*.mo"],
        "puzzlesuite.resources.icons": ["*.svg"],
        "puzzlesuite.resources.icons.symbolic": ["*.svg"],
        # The app's faces and their licences (tools/make_fonts.py).
        "puzzlesuite.resources.fonts": ["*.otf", "*.txt"],
        "puzzlesuite.resources.linux": ["*"],
        "puzzlesuite.resources.sounds": ["*.wav", "LICENSE.txt"],
    },
)
