source: jd/tenacity doc/source/index.rst, lines 135-138, "Stopping 1 attempt before 10 seconds" (commit c650fb45204635f07910948d5fc59a8c551ffdda)
----
@retry(stop=stop_before_delay(10))
def stop_before_10_s():
    print("Stopping 1 attempt before 10 seconds")
    raise Exception
