document.title += " (live)";
