"""Widgets that render views of the game; they hold no rules."""
