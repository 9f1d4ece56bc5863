source: celery/celery docs/userguide/tasks.rst, lines 759-764, options in class-based tasks (commit 5dc781f0bd5f36186bfcc74e0a4f9f654452c69b)
----
class BaseTaskWithRetry(Task):
    autoretry_for = (TypeError,)
    max_retries = 5
    retry_backoff = True
    retry_backoff_max = 700
    retry_jitter = False
