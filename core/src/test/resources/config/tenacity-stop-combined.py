source: jd/tenacity doc/source/index.rst, lines 144-147, "combine several stop conditions" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(stop=(stop_after_delay(10) | stop_after_attempt(5)))
def stop_after_10_s_or_5_retries():
    print("Stopping after 10 seconds or 5 retries")
    raise Exception
