"""The economy actions (build, train, research, worship, supply) and governments."""
