"""The Logo language itself: data, numbers, printing, the reader and the parser."""
