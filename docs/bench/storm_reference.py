"""A straightforward Python event simulation of the retry storm model, the yardstick of issue 14.

The issue compares the simulator with "a straightforward Python event simulation of the same model"
(about 19 s per million attempts). This is such a simulation, written the obvious way (heapq of
tuples, one object per request, Python's own random numbers), so the comparison can be rerun on the
machine that measures the simulator: see docs/performance.md, "Retry storm simulator".

It covers what StormBenchmark's "million" scenario uses: Poisson arrivals with a trigger window,
clients drawn uniformly, service time base + per-in-flight x in flight, failures with the probability
in force at an attempt's start, client timeouts that leave the work running, and one retrying layer of
immediate attempts without a budget. Its random numbers are not the PRNG contract's, so its counts
match the simulator's statistically, not to the digit.

Usage: python3 docs/bench/storm_reference.py   (prints the attempts and the seconds they took)
"""
import heapq
import math
import random
import time

ARRIVAL, START, OUTCOME, TIMEOUT, DONE = 0, 1, 2, 3, 4


def simulate(clients=100, rps=2500.0, stop_s=200.0, base_ms=50.0, per_in_flight_ms=0.0, p=0.6,
             trigger=(100.0, 110.0), trigger_p=1.0, trigger_rps=None, timeout_ms=1000.0, attempts_per_request=3,
             seed=42):
    rng = random.Random(seed)
    stop, t_start, t_end = stop_s * 1000, trigger[0] * 1000, trigger[1] * 1000
    normal_rate, spike_rate = rps / 1000, (trigger_rps if trigger_rps is not None else rps) / 1000
    events = []
    created = 0
    in_flight = 0
    counts = {"requests": 0, "attempts": 0, "succeeded": 0}

    def push(at, kind, request, start):
        nonlocal created
        created += 1
        # Completions before starts at the same time, then in order of creation.
        heapq.heappush(events, (at, 1 if start else 0, created, kind, request))

    def next_arrival(now):
        exponential = -math.log(1 - rng.random())
        t = now
        while t < stop:
            in_trigger = t_start <= t < t_end
            rate = spike_rate if in_trigger else normal_rate
            edge = min(t_end if in_trigger else (t_start if t < t_start else stop), stop)
            if t + exponential / rate < edge:
                push(t + exponential / rate, ARRIVAL, None, True)
                return
            exponential -= (edge - t) * rate
            t = edge

    def start_attempt(request, now):
        nonlocal in_flight
        service = base_ms + per_in_flight_ms * in_flight
        probability = trigger_p if t_start <= now < t_end else p
        failed = rng.random() < probability
        in_flight += 1
        counts["attempts"] += 1
        request["attempt"] += 1
        if service <= timeout_ms:
            push(now + service, OUTCOME, (request, failed), False)
        else:
            push(now + timeout_ms, TIMEOUT, (request, True), False)
            push(now + service, DONE, None, False)

    next_arrival(0.0)
    while events:
        now, _, _, kind, payload = heapq.heappop(events)
        if kind == ARRIVAL:
            next_arrival(now)
            counts["requests"] += 1
            request = {"client": rng.randrange(clients), "arrival": now, "attempt": 0}
            start_attempt(request, now)
        elif kind == START:
            start_attempt(payload, now)
        elif kind == DONE:
            in_flight -= 1
        else:
            request, failed = payload
            if kind == OUTCOME:
                in_flight -= 1
            if not failed:
                counts["succeeded"] += 1
            elif request["attempt"] < attempts_per_request:
                # An immediate retry starts after the other completions of this instant.
                push(now, START, request, True)
    return counts


if __name__ == "__main__":
    began = time.perf_counter()
    result = simulate()
    seconds = time.perf_counter() - began
    print(f"{result['attempts']:,} attempts ({result['requests']:,} requests, {result['succeeded']:,} succeeded) "
          f"in {seconds:.1f} s: {result['attempts'] / seconds:,.0f} attempts/s, "
          f"{seconds / result['attempts'] * 1e6:.1f} s per million")
