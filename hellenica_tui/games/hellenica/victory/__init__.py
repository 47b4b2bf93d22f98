"""Objectives and victory."""
