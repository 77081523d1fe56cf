"""Installing the kernelspec:
``python -m pylogo.frontends.kernel install [--user | --sys-prefix | --prefix P]``."""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile

KERNEL_NAME = "pylogo"


def kernel_json() -> dict:
    return {
        "argv": [sys.executable, "-m", "pylogo.frontends.kernel", "-f", "{connection_file}"],
        "display_name": "Logo (pylogo)",
        "language": "logo",
        "interrupt_mode": "signal",
        "metadata": {"debugger": False},
    }


def install(argv: list) -> int:
    parser = argparse.ArgumentParser(prog="python -m pylogo.frontends.kernel install",
                                     description="Install the pylogo Jupyter kernelspec.")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--user", action="store_true", help="install for the current user")
    where.add_argument("--sys-prefix", action="store_true", help="install into sys.prefix (a venv)")
    where.add_argument("--prefix", help="install under this prefix")
    args = parser.parse_args(argv)
    from jupyter_client.kernelspec import KernelSpecManager

    prefix = sys.prefix if args.sys_prefix else args.prefix
    with tempfile.TemporaryDirectory() as folder:
        with open(os.path.join(folder, "kernel.json"), "w") as handle:
            json.dump(kernel_json(), handle, indent=1)
        path = KernelSpecManager().install_kernel_spec(folder, KERNEL_NAME, user=args.user, prefix=prefix)
    print("Installed the pylogo kernelspec in %s" % path)
    return 0
