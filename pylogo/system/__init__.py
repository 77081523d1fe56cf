"""The machine below Logo: file and console streams, Ctrl-C, threads, the service registry."""
