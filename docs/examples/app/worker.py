import logging

from tenacity import before_sleep_log, retry, wait_random_exponential

log = logging.getLogger(__name__)


@retry(wait=wait_random_exponential(multiplier=1, max=60), before_sleep=before_sleep_log(log, logging.WARNING))
def sync_invoices(batch):
    return batch.push()
