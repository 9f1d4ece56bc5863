source: celery/celery docs/userguide/tasks.rst, lines 742-747 (commit 5dc781f0bd5f36186bfcc74e0a4f9f654452c69b)
----
from requests.exceptions import RequestException

@app.task(autoretry_for=(RequestException,), retry_backoff=True)
def x():
    ...

