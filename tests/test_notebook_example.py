"""The example notebook runs from top to bottom under `jupyter nbconvert --execute`."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTEBOOK = os.path.join(ROOT, "examples", "turtle-geometry.ipynb")

pytest.importorskip("ipykernel")
pytest.importorskip("nbconvert")
nbformat = pytest.importorskip("nbformat")


def has_svg_export():
    try:
        import pylogo.graphics.svg  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.mark.skipif(not os.path.exists(NOTEBOOK), reason="no example notebook")
@pytest.mark.skipif(not has_svg_export(), reason="no SVG export in this pylogo")
def test_example_notebook_executes_without_error(tmp_path):
    prefix = tmp_path / "prefix"
    subprocess.run([sys.executable, "-m", "pylogo.frontends.kernel", "install", "--prefix", str(prefix)],
                   check=True, capture_output=True)
    env = dict(os.environ, JUPYTER_PATH=str(prefix / "share" / "jupyter"))
    done = subprocess.run([sys.executable, "-m", "nbconvert", "--to", "notebook", "--execute",
                           "--ExecutePreprocessor.timeout=120", "--output-dir", str(tmp_path),
                           "--output", "executed", NOTEBOOK],
                          capture_output=True, text=True, env=env, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    executed = nbformat.read(str(tmp_path / "executed.ipynb"), as_version=4)
    outputs = [o for cell in executed.cells if cell.cell_type == "code" for o in cell.outputs]
    assert not [o for o in outputs if o.output_type == "error"]
    assert any(o.output_type == "stream" and "polygon defined" in o.text for o in outputs)
    svgs = [o for o in outputs if o.output_type == "display_data" and "image/svg+xml" in o.data]
    assert len(svgs) >= 4  # the square, the polygons, the spiral, the tree
    assert all("<svg" in o.data["image/svg+xml"] for o in svgs)
