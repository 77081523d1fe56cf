"""A Jupyter kernel for pylogo (``pip install 'pylogo[jupyter]'``).

``python -m pylogo.frontends.kernel install --user`` installs its kernelspec; Jupyter
then starts it as ``python -m pylogo.frontends.kernel -f CONNECTION_FILE``.

- session.py: one Logo workspace fed cell by cell (no Jupyter needed),
- completion.py: Tab completion and Shift-Tab inspection,
- drawing.py: the turtle drawing as SVG, shown after cells that changed it,
- kernel.py: the ipykernel ``Kernel`` subclass tying these to the protocol,
- install.py: the kernelspec.
"""
