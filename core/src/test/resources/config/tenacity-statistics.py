source: jd/tenacity doc/source/index.rst, lines 602-604, "statistics" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(stop=stop_after_attempt(3), wait=wait_fixed(3))
def raise_my_exception():
    raise MyException("Fail")
