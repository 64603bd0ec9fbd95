"""End-to-end: real Home Assistant processes of each supported release with the core ollama agent."""
