"""`tools/i18n.py check` enforces the glossaries: each rule can fail, and fails only where
the glossary says it is wrong."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from puzzlesuite.services import i18n

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from tools import i18n as catalogs  # noqa: E402


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")


def problems_for(language: str, english: str, translation: str, context: str | None = None):  # type: ignore[no-untyped-def]
    glossary = catalogs.read_glossary(language)
    found = catalogs.glossary_problems(glossary, (english,), context, translation)
    if language == "ko":
        found += catalogs.korean_problems((english,), translation)
    return found


@pytest.mark.parametrize("language", catalogs.LANGUAGES)
def test_every_glossary_has_checked_rules_that_compile(language: str) -> None:
    glossary = catalogs.read_glossary(language)
    assert len(glossary.banned) >= 5 and len(glossary.required) >= 3
    text = catalogs.glossary_path(language).read_text(encoding="utf-8")
    # The register and the Sudoku / Minesweeper terms are written down for the new games.
    for needed in ("## Register", "## Sudoku", "## Minesweeper", "X-Wing", "Swordfish"):
        assert needed in text, (language, needed)


def test_a_banned_variant_is_wrong_only_where_the_glossary_says() -> None:
    """es "Jugadas" means moves: wrong for games played, right for moves."""
    assert problems_for("es", "Played", "Jugadas")
    assert problems_for("es", "Played", "Partidas jugadas") == []
    assert problems_for("es", "Moves", "Jugadas") == []


@pytest.mark.parametrize(
    ("english", "translation"),
    [
        ("Your turn", "Giliran Anda"),
        ("Keyboard: arrows move.", "Papan ketik: panah berpindah."),
        ("Games played", "Permainan dimainkan"),
        ("There is no undo.", "Tidak ada urungkan."),
        ("Numbers never wrap around.", "Angka tidak pernah berputar."),
    ],
)
def test_indonesian_banned_variants(english: str, translation: str) -> None:
    assert problems_for("id", english, translation)


def test_indonesian_kamu_passes() -> None:
    assert problems_for("id", "Your turn", "Giliranmu") == []
    assert problems_for("id", "You played {cell}.", "Kamu menaruh keping di {cell}.") == []


def test_the_spanish_review_decisions_are_checked() -> None:
    """The 2026-12 Spanish review: tile names number first, golf's "al par", a hint is
    applied, a level after "en" takes "el nivel", neutral vocabulary."""
    wrong_and_right = [
        ("Red {number}", "Rojo {number}", "{number} rojo"),
        ("At par", "En el par", "Al par"),
        ("H: hint (do it).", "H: pista (hacerlo).", "H: pista (aplicarla)."),
        ("Doing the hint writes notes.", "Al hacer la pista se escriben.", "Al aplicar la pista"),
        ("Solve times at {level}", "Tiempos en {level}", "Tiempos en el nivel {level}"),
        ("In progress against {opponent}", "En curso contra {opponent}", "Contra la CPU"),
        ("Made on this computer.", "Creado en este ordenador.", "Creado en este equipo."),
        ("{cell}, conflicts with {units}", "{cell}, en conflicto en {units}", "repetido en"),
    ]
    for english, wrong, right in wrong_and_right:
        assert problems_for("es", english, wrong), (english, wrong)
        assert problems_for("es", english, right) == [], (english, right)
    # Only the tile names: a group title keeps its word order.
    assert problems_for("es", "Group {number}", "Grupo {number}") == []


def test_the_mnemonic_mark_does_not_hide_a_banned_variant() -> None:
    assert problems_for("es", "&New game", "Partida &nueva")
    assert problems_for("es", "&New game", "&Nueva partida") == []


def test_a_required_seed_term_must_be_there() -> None:
    assert problems_for("es", "A used slot stays empty.", "Un hueco usado queda vacío.")
    assert problems_for("es", "A used slot stays empty.", "Una ranura usada queda vacía.") == []
    # "{group}" is a value, not the word "group": no 묶음 is needed for it.
    assert problems_for("ko", "{tile} moved. {group}.", "{tile} 조각을 옮겼습니다. {group}.") == []


def test_context_decides_which_tips_word_is_right() -> None:
    assert problems_for("ko", "Tips", "요령", context="Block Puzzle help")
    assert problems_for("ko", "Tips", "팁", context="Block Puzzle help") == []
    assert problems_for("ko", "Tips", "요령", context="Jogakbo help") == []


def test_the_korean_review_round_2_decisions_are_checked() -> None:
    stats = "Against {opponent}: played {played}, won {wins}, lost {losses}, drawn {draws}."
    # The level is the opponent's name and goes first, in the template and rendered.
    assert problems_for("ko", stats, "상대 {opponent}: 플레이 {played}판, 승 {wins}입니다.")
    assert problems_for("ko", stats, "상대 쉬움: 플레이 1판, 승 1입니다.")
    good = "{opponent} 난이도 상대 전적: {played}판 중 {wins}승 {draws}무 {losses}패입니다."
    assert problems_for("ko", stats, good) == []
    # 이상 includes Expert: "beyond Expert" would overlap the Expert section.
    assert problems_for("ko", "beyond Expert", "전문가 이상")
    assert problems_for("ko", "beyond Expert", "전문가보다 어려움") == []
    # A bare number after 의 is heard as 이 ("this").
    touch = "The 1 at {at} touches only one covered cell, {cell}: it is a mine."
    assert problems_for("ko", touch, "{at}의 1 주변에 닫힌 칸은 {cell} 하나뿐입니다. 지뢰입니다.")
    assert problems_for("ko", touch, "1행 5열의 {n} 주변에 지뢰가 있습니다.")
    assert problems_for("ko", touch, "{at}의 숫자 1 주변은 {cell}뿐입니다. 지뢰입니다.") == []
    assert problems_for("ko", "Notes in {cell}.", "{cell}의 메모를 정리했습니다.") == []
    # Round 3: before a colon too ("1행 1열의 2: 정답이 아닙니다"); a counter is fine.
    wrong = "{cell} is not {digit}."
    assert problems_for("ko", wrong, "{cell}의 {digit}: 정답이 아닙니다.")
    assert problems_for("ko", wrong, "{cell}의 숫자 {digit}: 정답이 아닙니다.") == []
    assert problems_for("ko", "{n} cells in {unit}.", "{unit}의 {n}칸입니다.") == []
    # "{count} over par" is said right after 기준 {par}수, so it need not repeat 기준.
    over = ("{count} over par", "{count} over par")
    found = catalogs.glossary_problems(catalogs.read_glossary("ko"), over, None, "{count}수 초과")
    assert found == []
    assert problems_for("ko", "Par {par}", "{par}수")
    assert problems_for("ko", "Moves over par", "이동 수 초과")
    # The subset family keeps one register: 드러난 페어, 트리플, 쿼드.
    assert problems_for("ko", "Naked pair", "드러난 쌍")
    assert problems_for("ko", "Naked pair", "드러난 페어") == []


@pytest.mark.parametrize(
    "translation",
    [
        "다루기 까다로운 조각을 먼저 놓으세요. 아직 공간이 있을 때요.",  # 해요체
        "{tile} 고름.",  # clipped 음-style
        "{tile} 옮김. {group}.",
        "키: 화살표로 이동, Esc는 내려놓기.",
        "정말 끝낼까요?",  # a 해요체 question
    ],
)
def test_korean_sentences_must_be_hapnida(translation: str) -> None:
    found = problems_for("ko", "Some sentence.", translation)
    assert any("합니다체" in line for line in found), found


@pytest.mark.parametrize(
    "translation",
    [
        "먼저 조각을 고르세요.",
        "{cell}에 두었습니다.",
        "점수: {score}.",  # a label with its value
        "놓았습니다: {shape}, {points}.",
        "되돌리기는 무료입니다(최근 2000번).",
        "아직 모양이 안 된 묶음에는 빨간 테두리와 ! 표시가 붙습니다.",
        "정말 끝내시겠습니까?",
    ],
)
def test_korean_sentences_that_pass(translation: str) -> None:
    assert problems_for("ko", "Some sentence.", translation) == []


def test_korean_labels_may_keep_noun_endings() -> None:
    assert problems_for("ko", "Hand: empty", "손: 비어 있음") == []
    assert problems_for("ko", "{tile}, picked", "{tile}, 선택됨") == []
    assert problems_for("ko", "Hand: empty", "손: 비었음")  # the seed's wording is 비어 있음


@pytest.mark.parametrize(
    "translation",
    [
        "{tile}은(는) 이미 이 묶음에 있습니다.",
        "원래 파일은 {file}(으)로 보관했습니다.",
        "{tile}를 골랐습니다.",
    ],
)
def test_no_particle_after_a_placeholder(translation: str) -> None:
    found = problems_for("ko", "Some sentence.", translation)
    assert any("particle" in line for line in found), found


def test_particles_that_do_not_depend_on_the_sound_are_fine() -> None:
    for ok in ("{cell}에 두었습니다.", "{n}칸 막대를 놓았습니다.", "{file} 파일로 보관했습니다."):
        assert problems_for("ko", "Some sentence.", ok) == [], ok


@pytest.fixture
def catalog_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The real translations in a scratch folder the test may break."""
    shutil.copytree(ROOT / "translations", tmp_path / "translations")
    monkeypatch.setattr(catalogs, "TRANSLATIONS", tmp_path / "translations")
    return tmp_path / "translations"


def set_translation(folder: Path, language: str, domain: str, english: str, text: str) -> None:
    path = folder / language / "LC_MESSAGES" / f"{domain}.po"
    catalog = catalogs.read_catalog(path, language)
    catalog[english].string = text
    path.write_bytes(catalogs.render_po(catalog))


def test_the_real_catalogs_have_no_mnemonic_clash() -> None:
    assert catalogs.mnemonic_clashes(catalogs.domains()) == []


def test_a_game_button_may_not_take_a_letter_of_the_header(catalog_copy: Path) -> None:
    """A game's button on the letter of the header's Home ("B&eranda", Alt+E): Alt+E
    would go home or press the button."""
    set_translation(catalog_copy, "id", "jogakbo", "&New group", "K&elompok baru")
    found = catalogs.mnemonic_clashes(catalogs.domains())
    assert found == ["id: main window with jogakbo: 'K&elompok baru' and 'B&eranda' share Alt+E"]


def test_two_items_of_one_menu_may_not_share_a_letter(catalog_copy: Path) -> None:
    set_translation(catalog_copy, "es", "puzzlesuite", "&Quit", "&Deshacer y salir")
    found = catalogs.mnemonic_clashes(["puzzlesuite"])
    assert any("main menu" in line and "Alt+D" in line for line in found), found


def test_a_game_menu_entry_shares_the_main_menus_letters_not_the_window(
    catalog_copy: Path,
) -> None:
    """Sudoku's main-menu entries work only while the menu is open: a letter of the
    header's row is no clash, a main-menu letter is (es "&Salir", Quit)."""
    assert catalogs.mnemonic_clashes(["sudoku"]) == []
    set_translation(catalog_copy, "es", "sudoku", "&Print…", "&Salir a imprimir…")
    found = catalogs.mnemonic_clashes(["sudoku"])
    assert len(found) == 1 and "main menu with sudoku" in found[0] and "Alt+S" in found[0]


def test_a_korean_mnemonic_in_parentheses_counts(catalog_copy: Path) -> None:
    set_translation(catalog_copy, "ko", "jogakbo", "&Complete", "완성(&O)")  # Home is 홈(&O)
    found = catalogs.mnemonic_clashes(catalogs.domains())
    assert any("Alt+O" in line for line in found), found


def test_check_reports_a_broken_glossary_rule_in_a_catalog(catalog_copy: Path) -> None:
    set_translation(catalog_copy, "es", "reversi", "Played", "Jugadas")
    found = catalogs.style_problems(["reversi"])
    assert len(found) == 1 and "'Jugadas' is banned here" in found[0] and "'Played'" in found[0]


def test_extract_keeps_pgettext_contexts() -> None:
    block = {(m.id, m.context) for m in catalogs.extracted("blockpuzzle")}
    jogakbo = {(m.id, m.context) for m in catalogs.extracted("jogakbo")}
    assert ("Tips", "Block Puzzle help") in block and ("Tips", None) not in block
    assert ("Tips", "Jogakbo help") in jogakbo
    # The result card's line, apart from the Statistics column "Solved" (es: Resueltos).
    assert ("Solved", "result") in jogakbo


def test_each_game_shows_its_own_word_for_tips() -> None:
    from puzzlesuite.games.blockpuzzle.help import help_html as block_help
    from puzzlesuite.games.jogakbo.help import help_html as jogakbo_help

    i18n.set_language("ko")
    assert "<h3>팁</h3>" in block_help() and "<h3>요령</h3>" in jogakbo_help()
    i18n.set_language("id")
    assert "<h3>Tips</h3>" in block_help() and "<h3>Tips</h3>" in jogakbo_help()
    i18n.set_language("en")
    assert "<h3>Tips</h3>" in block_help()


def test_a_banned_word_is_caught_when_it_opens_a_sentence() -> None:
    """Round-2 review: "melawan \\{opponent\\}" missed "Melawan {opponent}: …" at the head
    of the chart text, because the pattern names the word as it stands mid-sentence."""
    english = "Against {opponent}: played {played}, won {wins}."
    assert problems_for("id", english, "Melawan {opponent}: dimainkan {played}.")
    assert problems_for("id", english, "Menang. Melawan {opponent} lagi.")
    assert problems_for("id", english, "Melawan CPU {opponent}: dimainkan {played}.") == []
    # A pattern that bans a capital still reads the text as written.
    assert problems_for("id", "There is no undo.", "Tidak ada Urungkan.") == []


@pytest.mark.parametrize(
    ("english", "wrong", "right"),
    [
        ("Solved: {level}", "Selesai: {level}", "Selesai: level {level}"),
        (
            "Your puzzle, {level}: {n} of 81",
            "Teka-tekimu, {level}: {n}",
            "Teka-tekimu, level {level}: {n}",
        ),
        (
            "You play black against {opponent}.",
            "melawan CPU tingkat {opponent}.",
            "melawan CPU {opponent}.",
        ),
        (
            "{first} and {second} see each other, so colour A is not {digit}.",
            "jadi warna A bukan {digit}.",
            "jadi kotak-kotak berwarna A tidak berisi {digit}.",
        ),
        (
            "{pivot} holds {x} or {y}.",
            "{pivot} berisi {x} atau {y}.",
            "{pivot} hanya bisa berisi {x} atau {y}.",
        ),
        (
            "digit {digit}: {count} placed",
            "angka {digit}: {count} diisi",
            "angka {digit} sebanyak {count}",
        ),
    ],
)
def test_the_indonesian_round_two_decisions_are_checked(
    english: str, wrong: str, right: str
) -> None:
    assert problems_for("id", english, wrong)
    assert problems_for("id", english, right) == []


@pytest.mark.parametrize(
    ("english", "wrong", "right"),
    [
        (
            "The 1 at {at} touches only one covered cell, {cell}: it is a mine.",
            "…, {cell}: itu ranjau.",
            "…, yaitu kotak {cell}: kotak itu berisi ranjau.",
        ),
        (
            "With {total} mines in all, {cell} must be a mine.",
            "Dengan total {total} ranjau, kotak {cell} pasti ranjau.",
            "Dengan total {total} ranjau, kotak {cell} pasti berisi ranjau.",
        ),
        ("In words: box 5 …", "Dengan kata-kata: blok 5 …", "Keterangan gambar: blok 5 …"),
        (
            "That is not a board code; a code looks like M-9x9x10-1234.",
            "Itu bukan kode papan; kode terlihat seperti M-9x9x10-1234.",
            "Itu bukan kode papan; contoh kode: M-9x9x10-1234.",
        ),
        (
            "Either way one of {first} and {second} is {z}.",
            "Apa pun isi {pivot}, …",
            "Apa pun isi kotak {pivot}, …",
        ),
        (
            "Two cells that hold only the same two digits",
            "dua kotak yang hanya bisa berisi dua angka yang sama",
            "dua kotak yang sama-sama hanya bisa berisi pasangan angka yang sama",
        ),
    ],
)
def test_the_indonesian_round_three_decisions_are_checked(
    english: str, wrong: str, right: str
) -> None:
    assert problems_for("id", english, wrong)
    assert problems_for("id", english, right) == []


def test_the_mine_reveal_after_a_loss_keeps_its_wording() -> None:
    """One verdict for the hints ("berisi ranjau"); the loss line's "ternyata ranjau" is a
    reveal, not a verdict, and stays."""
    english = "{cell} was a mine: the game is lost."
    assert problems_for("id", english, "Kotak {cell} ternyata ranjau: kamu kalah.") == []


def test_sentence_heads_are_lowered_behind_opening_marks() -> None:
    assert catalogs.sentence_heads_lowered("Uno. ¿Dos? “Tres” Cuatro") == "uno. ¿dos? “tres” Cuatro"


@pytest.mark.parametrize(
    ("english", "wrong", "right"),
    [
        (
            "{tile} moved to group {number}.",
            "{tile} dipindah ke kelompok {number}.",
            "{tile} dipindahkan ke kelompok {number}.",
        ),
        (
            "Picture the end before you move.",
            "Bayangkan akhirnya sebelum memindah.",
            "Bayangkan hasil akhirnya sebelum memindahkan ubin.",
        ),
        ("{cell} is not {digit}.", "Kotak {cell} bukan {digit}.", "Angka {digit} di {cell} salah."),
        (
            "A side with no legal move is skipped automatically; there is no pass button.",
            "Pihak yang tidak punya langkah sah dilewati secara otomatis; tidak ada tombol lewati.",
            "Giliran pihak yang tidak punya langkah sah dilewati secara otomatis; tidak ada "
            "tombol lewati.",
        ),
        (
            "Count how many moves you will have as well: a side with no move must pass.",
            "Hitung juga …: pihak yang tidak punya langkah harus dilewati.",
            "Hitung juga …: giliran pihak yang tidak punya langkah harus dilewati.",
        ),
        (
            "You play black (first) against {opponent}.",
            "Kamu bermain sebagai hitam (jalan pertama) melawan CPU {opponent}.",
            "Kamu bermain sebagai hitam (jalan dulu) melawan CPU {opponent}.",
        ),
        (
            "The dots show the rules, never advice: they do not rank moves.",
            "… titik tidak mengurutkan langkah.",
            "… titik tidak memeringkat langkah.",
        ),
        (
            "Row {row}, column {col}, flagged mine",
            "Baris {row}, kolom {col}, ranjau diberi bendera",
            "Baris {row}, kolom {col}, ranjau yang diberi bendera",
        ),
        (
            "Clear lines together: a row and a column at once give 30 points.",
            "Bersihkan garis sekaligus: satu baris dan satu kolom sekaligus memberi 30 poin.",
            "Bersihkan beberapa garis sekaligus: satu baris dan satu kolom dalam satu "
            "penempatan memberi 30 poin.",
        ),
        ("digit {digit}: none placed", "angka {digit} sebanyak {count}", "angka {digit} belum ada"),
        (
            "Your own puzzles and printing",
            "Teka-teki sendiri dan mencetak",
            "Teka-tekimu sendiri dan pencetakan",
        ),
    ],
)
def test_the_indonesian_round_four_decisions_are_checked(
    english: str, wrong: str, right: str
) -> None:
    assert problems_for("id", english, wrong)
    assert problems_for("id", english, right) == []


def test_moving_to_a_place_by_oneself_is_not_the_banned_clipped_verb() -> None:
    """Intransitive `pindah` stays: only the clipped transitive forms are wrong."""
    english = "Par is the number of moves when every tile that has to move moves exactly once."
    right = (
        "Par adalah jumlah langkah jika setiap ubin yang harus pindah dipindahkan tepat satu kali."
    )
    assert problems_for("id", english, right) == []
