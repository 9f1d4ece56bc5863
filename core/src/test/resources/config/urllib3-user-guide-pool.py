source: urllib3/urllib3 docs/user-guide.rst, lines 620-627, the pool-level retry policy (commit 6a8536b6e1b0cbe69ae801337c599951e527ae29)
----

import urllib3

http = urllib3.PoolManager(retries=False)

http = urllib3.PoolManager(
    retries=urllib3.Retry(5, redirect=2)
)
