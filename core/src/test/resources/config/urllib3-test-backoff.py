source: urllib3/urllib3 test/test_retry.py, line 138, test_backoff, which asserts the waits 0, 0.4, 0.8, 1.6 s (commit 6a8536b6e1b0cbe69ae801337c599951e527ae29)
----
retry = Retry(total=100, backoff_factor=0.2)
