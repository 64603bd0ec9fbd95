"""Development tooling that is not part of the integration (nothing here ships through HACS).

* :mod:`.ollama_server` - a loopback server that speaks Ollama's HTTP API, records every
  request and answers as a scripted model;
* :mod:`.ha_process` - a real Home Assistant process started the way ``scripts/develop``
  starts it (any release: ``scripts/ha-env``), driven over REST and websocket;
* :mod:`.agent_setups` - the set-ups of the measured table, built through the UI's flows;
* :mod:`.agent_bench` - ``scripts/agent-bench``: what the model really gets, per set-up.
"""
