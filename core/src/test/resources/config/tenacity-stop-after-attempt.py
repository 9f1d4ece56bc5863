source: jd/tenacity doc/source/index.rst, lines 115-118, "Stopping after 7 attempts" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(stop=stop_after_attempt(7))
def stop_after_7_attempts():
    print("Stopping after 7 attempts")
    raise Exception
