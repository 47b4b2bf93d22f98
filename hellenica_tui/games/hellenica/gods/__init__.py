"""Invocations, responses, questions and world events with their bids."""
