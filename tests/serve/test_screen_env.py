"""What a seat's screen inherits from the server's environment and the client's."""

from __future__ import annotations

from hellenica_tui.serve.terminal import screen_env


def test_a_size_in_the_servers_environment_does_not_pin_the_screens(monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("LINES", "24")
    env = screen_env("xterm", {"COLUMNS": "200", "LINES": "60"})
    assert "COLUMNS" not in env and "LINES" not in env  # the pty's size rules, and follows resizes


def test_the_clients_colours_and_language_pass_and_nothing_else(monkeypatch):
    monkeypatch.setenv("SSH_CONNECTION", "server side")
    env = screen_env("screen-256color", {"NO_COLOR": "1", "LC_TIME": "C", "PATH": "/elsewhere"})
    assert env["TERM"] == "screen-256color" and env["NO_COLOR"] == "1" and env["LC_TIME"] == "C"
    assert env.get("PATH") != "/elsewhere" and "SSH_CONNECTION" not in env
