source: jd/tenacity doc/source/index.rst, lines 198-201, "exponentially increasing jitter" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(wait=wait_random_exponential(multiplier=1, max=60))
def wait_exponential_jitter():
    print("Randomly wait up to 2^x * 1 seconds between each retry until the range reaches 60 seconds, then randomly up to 60 seconds afterwards")
    raise Exception
