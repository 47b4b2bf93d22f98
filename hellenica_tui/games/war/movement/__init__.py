"""Moving units: points and terrain costs, carrying, stacking, capture, navigation."""
