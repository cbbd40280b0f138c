-- No read uses it (log tailing and rebuilds scan by global_position), and every append paid for it.
drop index events_tx_id;
