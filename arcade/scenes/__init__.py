"""The cabinet's own scenes: attract, game select, lobby, options, keys, how-to-play, stats, pause,
curtain, dialogs and initials entry."""
