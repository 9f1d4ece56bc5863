import grpc
from tenacity import retry, retry_if_exception_type, stop_after_attempt, wait_exponential

from app.rpc import payments_stub


@retry(
    stop=stop_after_attempt(3),
    wait=wait_exponential(multiplier=0.5, max=4),
    retry=retry_if_exception_type(grpc.RpcError),
)
def charge_card(order):
    return payments_stub().Charge(order.charge_request())


@retry(stop=stop_after_attempt(1), reraise=True)
def refund(order):
    return payments_stub().Refund(order.refund_request())
