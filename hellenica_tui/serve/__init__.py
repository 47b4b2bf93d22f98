"""Seats played from elsewhere: the built-in SSH server, the web pages, the OpenSSH forced command.

Every seat's screen runs as its own `hellenica play` process; this package only
claims seats and carries the terminal's bytes. No Textual here.
"""
