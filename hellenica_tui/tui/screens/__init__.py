"""The app's screens: title, map explorer, help, terminal too small."""
