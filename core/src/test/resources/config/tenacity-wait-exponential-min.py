source: jd/tenacity doc/source/index.rst, lines 176-179, "hard to beat exponential backoff" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(wait=wait_exponential(multiplier=1, min=4, max=10))
def wait_exponential_1():
    print("Wait 2^x * 1 second between each retry starting with 4 seconds, then up to 10 seconds, then 10 seconds afterwards")
    raise Exception
