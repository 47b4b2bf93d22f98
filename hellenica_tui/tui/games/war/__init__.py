"""War and politics on the shell: the map as text, its panes, keys and battle dialogs."""
