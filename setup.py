"""Package layout that pyproject.toml cannot express on its own.

The app's resources (icons, menu entry, metainfo) live in the top-level ``resources/``
folder and are installed as the ``puzzlesuite.resources`` package: setuptools'
``package-dir`` mapping. The packages under ``puzzlesuite/`` are still found
automatically, so a new game needs no change here. Every other setting is in
pyproject.toml.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["puzzlesuite", "puzzlesuite.*"]), "puzzlesuite.resources"],
    package_dir={"puzzlesuite.resources": "resources"},
    package_data={
        "puzzlesuite": ["locale/*/LC_MESSAGES/*.mo"],
        # Patterns, not lists: a new game's icon is picked up without a change here.
        "puzzlesuite.resources": ["icons/*.svg", "linux/*"],
    },
)
