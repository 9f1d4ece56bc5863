source: jd/tenacity doc/source/index.rst, lines 125-128, "Stopping after 10 seconds" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(stop=stop_after_delay(10))
def stop_after_10_s():
    print("Stopping after 10 seconds")
    raise Exception
