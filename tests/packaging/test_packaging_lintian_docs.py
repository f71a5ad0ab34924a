"""Every lintian override the .deb carries is explained in packaging/README.md."""

from __future__ import annotations

import re

from tests.packaging.support import PACKAGING, packaging_module

make_deb = packaging_module("make_deb")


def test_every_override_tag_has_its_reason_in_the_readme() -> None:
    tags = set(re.findall(r"^\S+: (\S+)", make_deb.LINTIAN_OVERRIDES, flags=re.MULTILINE))
    assert tags >= {"embedded-library", "hardening-no-pie", "misplaced-extra-member-in-deb"}
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8")
    table = readme.split("### Lintian overrides", 1)[1].split("\n## ", 1)[0]
    rows = {line.split("|")[1].strip(" `") for line in table.splitlines() if line.startswith("| `")}
    assert tags == rows
    assert "no-manual-page" not in tags  # the package has puzzlesuite(6)
