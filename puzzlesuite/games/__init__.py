"""Game packages. Each subpackage defines `ENTRY` in its `__init__.py` (see
docs/ARCHITECTURE.md, "The game contract"); the shell finds them with
`puzzlesuite.core.registry.discover`."""
