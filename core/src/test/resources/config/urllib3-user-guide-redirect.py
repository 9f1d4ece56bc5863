source: urllib3/urllib3 docs/user-guide.rst, lines 592-596, "a total of 3 retries, but limit to only 2 redirects" (commit 6a8536b6e1b0cbe69ae801337c599951e527ae29)
----
urllib3.request(
    "GET",
    "https://httpbin.org/redirect/3",
    retries=urllib3.Retry(3, redirect=2)
)
