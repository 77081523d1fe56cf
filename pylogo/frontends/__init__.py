"""The front ends: command line, interactive prompt, the real terminal, the Jupyter kernel."""
