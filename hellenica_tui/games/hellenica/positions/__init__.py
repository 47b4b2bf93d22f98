"""Positions: any moment of a game written as data, and the state built from one."""
