package dev.retryworkbench.core.storm;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.random.SplitMix64;

/**
 * One run of the retry storm simulation, a discrete-event loop that can be advanced in slices (a page
 * runs a few thousand events per task and stays responsive) or to the end.
 *
 * <h2>Model</h2>
 * Requests arrive as a Poisson process at the fleet rate (the trigger's rate in [start, end)) at
 * t &lt; the arrivals stop, each on a client drawn uniformly. Each runs the nested policy: the runner
 * calls the application policy, which calls the SDK policy; each outer attempt reruns the inner
 * policy. An attempt starting with c attempts in flight at the dependency (not counting itself)
 * takes base + perInFlight x c ms and fails with the failure probability in force at its start. The
 * client sees the outcome after the service time, or a timeout at the attempt timeout when the
 * service time is longer (equal is an outcome); the dependency keeps working on a timed-out attempt,
 * which stays in flight until its service time ends. Success ends the request. After a failure or a
 * timeout, a layer with attempts left draws its wait (with {@link Backoff#next}; decorrelated jitter
 * grows from the previous wait of the same run of that layer) and applies the deadline rule: when
 * the next attempt would start at or after the deadline (arrival + deadline), under {@code clip} the
 * request ends at the deadline, under {@code skip} the layer gives up and the next outer layer does
 * the same with its own wait; the request ends when the runner has nothing left. An SDK-layer retry
 * the deadline allows then asks the client's budget; a refused one counts in refusedRetries and ends
 * that SDK run (the application layer goes on as after an exhausted run). An attempt still running
 * at the deadline is cut there: a timeout in the series, not a failure for the budget, and the end
 * of the request. A first try is the first attempt of each SDK run; timeouts are failures for every
 * budget.
 *
 * <h2>Budgets (one per client)</h2>
 * aws-quota: balance starts at capacity; a retry costs retryCost (timeoutRetryCost after a timeout)
 * and is refused when the balance is below the cost; a success refunds noRetryIncrement when its SDK
 * run made no retry, else the cost of the run's last retry; never above capacity. grpc-throttling:
 * tokens start at maxTokens; each failure or timeout takes 1 (not below 0), each success adds
 * tokenRatio (not above maxTokens); a retry is allowed while tokens &gt; maxTokens / 2, after the
 * failure's cost. token-bucket: starts at capacity; each first try adds refill (not above capacity);
 * a retry needs a balance above 1 and costs 1. breaker: a retry is refused while failures (this one
 * included) exceed threshold x first tries, both counted per client since the start.
 *
 * <h2>Order of events and of draws (reproducibility)</h2>
 * Events at the same instant: completions (outcomes, timeouts, deadline cuts, the end of abandoned
 * work) before starts (arrivals, attempts after a wait), then in order of creation ({@link
 * EventQueue}). Every draw follows the PRNG contract, from three SplitMix64 streams whose states
 * start at (k x 2^32 + seed) for k = 0, 1, 2, so the arrivals are the same whatever the policy and
 * budget (the comparison rows see the same requests):
 * <ol>
 * <li>arrivals (k = 0): per arrival, first its gap, one unit() u giving a unit exponential
 * -ln(1 - u), spent through the piecewise-constant rate (exact for a Poisson process whose rate
 * changes at the trigger's edges); then, when it is processed, its client, uniformInt(0, clients - 1);
 * <li>outcomes (k = 1): one unit() per attempt at its start, in event order; the attempt fails when it
 * is below the failure probability (drawn even when the probability is 0 or 1, or the attempt will
 * time out);
 * <li>waits (k = 2): the draws of {@link Backoff#next}, one per wait that takes a draw, in event order,
 * made before the deadline rule and the budget decide (a wait the deadline or the budget forbids
 * still spends its draw).
 * </ol>
 * The logarithm is {@link Logarithm#ln}, from + - * / only, because {@code Math.log} may differ in
 * its last bit between the JVM and a browser; every other step is IEEE-754 arithmetic, {@code floor}
 * and {@code min}, identical everywhere.
 *
 * <h2>Cost</h2>
 * The loop touches only primitive arrays: requests live in slots reused once finished, events are
 * (time, rank, int) entries of {@link EventQueue}, the series grow by doubling. Each attempt makes at
 * most three events (its start after a wait, its outcome or timeout or cut, the end of abandoned
 * work). Those created in time order (timeouts, immediate retries, and outcomes while the service
 * time holds steady) cost O(1), the rest the logarithm of the events pending, so the work is
 * proportional to the attempts. No {@code long} (a BigInt in TeaVM's JavaScript) and no allocation in
 * the loop.
 */
public final class StormSimulation {
    // An event's value: the request's slot shifted left by 3, or-ed with its kind.
    private static final int ARRIVAL = 0;
    private static final int START = 1;
    private static final int SUCCESS = 2;
    private static final int FAILURE = 3;
    private static final int TIMEOUT = 4;
    private static final int CUT = 5;
    /** The dependency finishes an attempt whose client stopped waiting (timed out or cut). */
    private static final int DONE = 6;
    private static final int KIND_BITS = 3;
    private static final int KIND_MASK = 7;

    private final StormInputs inputs;
    private final EventQueue queue = new EventQueue(DONE);
    private final SplitMix64 arrivalDraws;
    private final SplitMix64 outcomeDraws;
    private final SplitMix64 waitDraws;

    // The inputs, unpacked: times in ms, rates per ms.
    private final int clients;
    private final double stopMs;
    private final double triggerStartMs;
    private final double triggerEndMs;
    private final double normalRate;
    private final double triggerRate;
    private final double normalFailure;
    private final double triggerFailure;
    private final double baseMs;
    private final double perInFlightMs;
    private final double timeoutMs;
    private final boolean hasDeadline;
    private final double deadlineMs;
    private final boolean skip;
    private final int sdkLimit;
    private final int applicationLimit;
    private final int runnerLimit;
    private final Backoff sdk;
    private final Backoff application;
    private final Backoff runner;

    // The budget: its kind as flags, its parameters, and each client's state.
    private final boolean awsQuota;
    private final boolean grpcThrottling;
    private final boolean tokenBucket;
    private final boolean breaker;
    private final double capacity;
    private final double retryCost;
    private final double timeoutRetryCost;
    private final double noRetryIncrement;
    private final double maxTokens;
    private final double tokenRatio;
    private final double refill;
    private final double threshold;
    /** aws-quota's balance, grpc-throttling's tokens or the token bucket's balance, per client. */
    private final double[] balance;
    /** The breaker's failed attempts and first tries, per client. */
    private final int[] failedAttempts;
    private final int[] firstTries;

    // The requests in flight, one slot each; a finished request's slot goes on the free stack.
    private double[] arrivalMs = new double[64];
    private int[] client = new int[64];
    private int[] runnerAttempt = new int[64];
    private int[] applicationAttempt = new int[64];
    private int[] sdkAttempt = new int[64];
    private double[] runnerWait = new double[64];
    private double[] applicationWait = new double[64];
    private double[] sdkWait = new double[64];
    /** aws-quota: the cost of the last retry of the request's current SDK run. */
    private double[] lastRetryCost = new double[64];
    private int[] freeSlots = new int[64];
    private int freeCount;
    private int slotsUsed;

    // The series, indexed by second, and the second now being filled.
    private int[] arriving;
    private int[] attemptsStarted;
    private int[] successes;
    private int[] failures;
    private int[] timeouts;
    private int[] inFlightAtEnd;
    private double[] serviceMsSum;
    private int second;
    private double secondEndMs = 1000;

    private int inFlight;
    private int active;
    private boolean arrivalPending;
    private int requests;
    private int attempts;
    private int succeeded;
    private int refusedRetries;
    private double lastEndMs;
    private boolean done;
    private StormRun run;

    /** Prepares a run: draws the first arrival. */
    public StormSimulation(StormInputs inputs) {
        this.inputs = inputs;
        int seedHigh = (int) (inputs.seed() >>> 32);
        int seedLow = (int) inputs.seed();
        arrivalDraws = new SplitMix64(seedHigh, seedLow);
        outcomeDraws = new SplitMix64(seedHigh + 1, seedLow);
        waitDraws = new SplitMix64(seedHigh + 2, seedLow);
        clients = inputs.clients();
        stopMs = inputs.arrivalsStopSeconds() * 1000;
        triggerStartMs = inputs.trigger().startSeconds() * 1000;
        triggerEndMs = inputs.trigger().endSeconds() * 1000;
        normalRate = inputs.requestsPerSecond() / 1000;
        triggerRate = inputs.triggerRequestsPerSecond() / 1000;
        normalFailure = inputs.failureProbability();
        triggerFailure = inputs.triggerFailureProbability();
        baseMs = inputs.baseLatencyMs();
        perInFlightMs = inputs.latencyPerInFlightMs();
        timeoutMs = inputs.attemptTimeoutMs();
        hasDeadline = inputs.deadlineMs() != null;
        deadlineMs = hasDeadline ? inputs.deadlineMs() : 0;
        skip = inputs.deadlineRule() == DeadlineRule.SKIP;
        sdkLimit = inputs.sdk().attempts();
        applicationLimit = inputs.application().attempts();
        runnerLimit = inputs.runner().attempts();
        sdk = Backoff.inMilliseconds(inputs.sdk());
        application = Backoff.inMilliseconds(inputs.application());
        runner = Backoff.inMilliseconds(inputs.runner());

        RetryBudget budget = inputs.budget();
        awsQuota = budget.kind() == BudgetKind.AWS_QUOTA;
        grpcThrottling = budget.kind() == BudgetKind.GRPC_THROTTLING;
        tokenBucket = budget.kind() == BudgetKind.TOKEN_BUCKET;
        breaker = budget.kind() == BudgetKind.BREAKER;
        capacity = budget.capacity();
        retryCost = budget.retryCost();
        timeoutRetryCost = budget.timeoutRetryCost();
        noRetryIncrement = budget.noRetryIncrement();
        maxTokens = budget.maxTokens();
        tokenRatio = budget.tokenRatio();
        refill = budget.refill();
        threshold = budget.threshold();
        balance = new double[awsQuota || grpcThrottling || tokenBucket ? clients : 0];
        for (int c = 0; c < balance.length; c++) {
            balance[c] = grpcThrottling ? maxTokens : capacity;
        }
        failedAttempts = new int[breaker ? clients : 0];
        firstTries = new int[breaker ? clients : 0];

        int seconds = (int) Math.ceil(inputs.arrivalsStopSeconds()) + 16;
        arriving = new int[seconds];
        attemptsStarted = new int[seconds];
        successes = new int[seconds];
        failures = new int[seconds];
        timeouts = new int[seconds];
        inFlightAtEnd = new int[seconds];
        serviceMsSum = new double[seconds];

        scheduleArrivalAfter(0);
        finishIfIdle();
    }

    /**
     * Processes up to {@code maxEvents} events; returns true when the run is done. A page calls it with
     * a slice small enough for one task, a program with {@link Integer#MAX_VALUE}.
     */
    public boolean advance(int maxEvents) {
        for (int n = 0; n < maxEvents && !done; n++) {
            queue.pop();
            process(queue.poppedTime(), queue.poppedValue());
            finishIfIdle();
        }
        return done;
    }

    /** Returns how far the run has come, 0 to 1, by simulated time against the arrivals stop. */
    public double progress() {
        return done ? 1 : Math.min(0.99, second * 1000 / stopMs);
    }

    /** Returns the run's figures; the run must be done. */
    public StormRun result() {
        if (!done) {
            throw new IllegalStateException("the storm simulation has not finished");
        }
        return run;
    }

    /**
     * Returns a client's budget balance: aws-quota's balance, grpc-throttling's tokens or the token
     * bucket's balance; NaN under the other kinds. The figure people reason about by hand, so tests read it.
     */
    double budgetBalance(int c) {
        return balance.length == 0 ? Double.NaN : balance[c];
    }

    /** Runs {@code inputs} to the end. */
    public static StormRun simulate(StormInputs inputs) {
        StormSimulation simulation = new StormSimulation(inputs);
        simulation.advance(Integer.MAX_VALUE);
        return simulation.result();
    }

    private void process(double now, int value) {
        while (now >= secondEndMs) {
            closeSecond();
        }
        int kind = value & KIND_MASK;
        int slot = value >>> KIND_BITS;
        if (kind == DONE) {
            inFlight--;
        } else if (kind == START) {
            startAttempt(slot, now);
        } else if (kind == SUCCESS) {
            inFlight--;
            successes[second]++;
            succeed(slot, now);
        } else if (kind == FAILURE) {
            inFlight--;
            failures[second]++;
            afterFailure(slot, now, false);
        } else if (kind == TIMEOUT) {
            timeouts[second]++;
            afterFailure(slot, now, true);
        } else if (kind == CUT) {
            timeouts[second]++;
            finish(slot, now);
        } else {
            arrive(now);
        }
    }

    /** Records the in-flight count at the end of the current second and moves to the next. */
    private void closeSecond() {
        inFlightAtEnd[second] = inFlight;
        second++;
        secondEndMs = (second + 1) * 1000.0;
        if (second == arriving.length) {
            growSeries();
        }
    }

    private void arrive(double now) {
        arrivalPending = false;
        int chosen = arrivalDraws.uniformInt(0, clients - 1);
        scheduleArrivalAfter(now);
        int slot = allocate();
        arrivalMs[slot] = now;
        client[slot] = chosen;
        runnerAttempt[slot] = 1;
        applicationAttempt[slot] = 1;
        sdkAttempt[slot] = 1;
        requests++;
        active++;
        arriving[second]++;
        startAttempt(slot, now);
    }

    /**
     * Draws the gap to the next arrival after {@code from} and queues it if it comes before the stop.
     * The unit exponential is spent through the rate of each stretch of constant rate in turn.
     */
    private void scheduleArrivalAfter(double from) {
        double exponential = -Logarithm.ln(1 - arrivalDraws.unit());
        double t = from;
        while (t < stopMs) {
            boolean inTrigger = t >= triggerStartMs && t < triggerEndMs;
            double rate = inTrigger ? triggerRate : normalRate;
            double edge = inTrigger ? triggerEndMs : (t < triggerStartMs ? triggerStartMs : stopMs);
            if (edge > stopMs) {
                edge = stopMs;
            }
            double next = t + exponential / rate;
            if (next < edge) {
                queue.push(next, true, ARRIVAL);
                arrivalPending = true;
                return;
            }
            exponential -= (edge - t) * rate;
            t = edge;
        }
    }

    private void startAttempt(int slot, double now) {
        if (sdkAttempt[slot] == 1) {
            if (tokenBucket) {
                int c = client[slot];
                balance[c] = Math.min(capacity, balance[c] + refill);
            } else if (breaker) {
                firstTries[client[slot]]++;
            }
        }
        double service = baseMs + perInFlightMs * inFlight;
        double probability = now >= triggerStartMs && now < triggerEndMs ? triggerFailure : normalFailure;
        boolean failed = outcomeDraws.unit() < probability;
        inFlight++;
        attempts++;
        attemptsStarted[second]++;
        serviceMsSum[second] += service;
        boolean answered = service <= timeoutMs;
        double seen = answered ? service : timeoutMs;
        int tag = slot << KIND_BITS;
        if (hasDeadline && now + seen > arrivalMs[slot] + deadlineMs) {
            queue.push(arrivalMs[slot] + deadlineMs, false, tag | CUT);
            queue.pushAbandoned(now + service);
        } else if (answered) {
            queue.pushInOrder(now + service, false, tag | (failed ? FAILURE : SUCCESS));
        } else {
            queue.pushInOrder(now + timeoutMs, false, tag | TIMEOUT);
            queue.pushAbandoned(now + service);
        }
    }

    private void succeed(int slot, double now) {
        if (awsQuota) {
            int c = client[slot];
            double refund = sdkAttempt[slot] == 1 ? noRetryIncrement : lastRetryCost[slot];
            balance[c] = Math.min(capacity, balance[c] + refund);
        } else if (grpcThrottling) {
            int c = client[slot];
            balance[c] = Math.min(maxTokens, balance[c] + tokenRatio);
        }
        succeeded++;
        finish(slot, now);
    }

    /** Continues the policy after a failed or timed-out attempt: an SDK retry, else the outer layers. */
    private void afterFailure(int slot, double now, boolean timedOut) {
        int c = client[slot];
        if (grpcThrottling) {
            balance[c] = Math.max(0, balance[c] - 1);
        } else if (breaker) {
            failedAttempts[c]++;
        }
        int s = sdkAttempt[slot];
        if (s < sdkLimit) {
            double wait = sdk.next(s, sdkWait[slot], waitDraws);
            double deadline = arrivalMs[slot] + deadlineMs;
            if (hasDeadline && now + wait >= deadline) {
                if (!skip) {
                    finish(slot, deadline);
                    return;
                }
            } else if (allowRetry(slot, c, timedOut)) {
                sdkAttempt[slot] = s + 1;
                sdkWait[slot] = wait;
                pushStart(slot, now, wait);
                return;
            } else {
                refusedRetries++;
            }
        }
        outerRetry(slot, now);
    }

    /** Asks the client's budget for an SDK-layer retry after a failure (a timeout when {@code timedOut}). */
    private boolean allowRetry(int slot, int c, boolean timedOut) {
        if (awsQuota) {
            double cost = timedOut ? timeoutRetryCost : retryCost;
            if (balance[c] < cost) {
                return false;
            }
            balance[c] -= cost;
            lastRetryCost[slot] = cost;
            return true;
        }
        if (grpcThrottling) {
            return balance[c] > maxTokens / 2;
        }
        if (tokenBucket) {
            if (balance[c] > 1) {
                balance[c] -= 1;
                return true;
            }
            return false;
        }
        if (breaker) {
            return !(failedAttempts[c] > threshold * firstTries[c]);
        }
        return true;
    }

    /** After an SDK run ends without success: the application layer retries, else the runner, else the request fails. */
    private void outerRetry(int slot, double now) {
        double deadline = arrivalMs[slot] + deadlineMs;
        int a = applicationAttempt[slot];
        if (a < applicationLimit) {
            double wait = application.next(a, applicationWait[slot], waitDraws);
            if (!hasDeadline || now + wait < deadline) {
                applicationAttempt[slot] = a + 1;
                applicationWait[slot] = wait;
                sdkAttempt[slot] = 1;
                sdkWait[slot] = 0;
                pushStart(slot, now, wait);
                return;
            }
            if (!skip) {
                finish(slot, deadline);
                return;
            }
        }
        int r = runnerAttempt[slot];
        if (r < runnerLimit) {
            double wait = runner.next(r, runnerWait[slot], waitDraws);
            if (!hasDeadline || now + wait < deadline) {
                runnerAttempt[slot] = r + 1;
                runnerWait[slot] = wait;
                applicationAttempt[slot] = 1;
                applicationWait[slot] = 0;
                sdkAttempt[slot] = 1;
                sdkWait[slot] = 0;
                pushStart(slot, now, wait);
                return;
            }
            if (!skip) {
                finish(slot, deadline);
                return;
            }
        }
        finish(slot, now);
    }

    /** Queues a request's next attempt after {@code wait}; one without a wait starts now, in creation order. */
    private void pushStart(int slot, double now, double wait) {
        int value = (slot << KIND_BITS) | START;
        if (wait == 0) {
            queue.pushInOrder(now, true, value);
        } else {
            queue.push(now + wait, true, value);
        }
    }

    /** Ends a request at {@code endMs} and frees its slot. */
    private void finish(int slot, double endMs) {
        active--;
        if (endMs > lastEndMs) {
            lastEndMs = endMs;
        }
        freeSlots[freeCount++] = slot;
    }

    private int allocate() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsUsed == arrivalMs.length) {
            growSlots();
        }
        int slot = slotsUsed++;
        return slot;
    }

    /**
     * When every request has finished and none will arrive, lets the abandoned work due before the end
     * of the series finish, records the last seconds and builds the result.
     */
    private void finishIfIdle() {
        if (active > 0 || arrivalPending) {
            return;
        }
        int length = (int) Math.ceil(inputs.arrivalsStopSeconds());
        if (requests > 0) {
            length = Math.max(length, (int) Math.floor(lastEndMs / 1000) + 1);
        }
        double endMs = length * 1000.0;
        while (!queue.isEmpty() && queue.peekTime() < endMs) {
            queue.pop();
            process(queue.poppedTime(), queue.poppedValue());
        }
        while (second < length) {
            closeSecond();
        }
        StormSeries series = new StormSeries(length, arriving, attemptsStarted, successes, failures, timeouts,
                inFlightAtEnd, serviceMsSum, healthySeconds(length));
        int peak = 0;
        for (int i = 0; i < length; i++) {
            peak = Math.max(peak, attemptsStarted[i]);
        }
        run = new StormRun(series, requests, attempts, succeeded, refusedRetries, peak, recoverySeconds(series));
        done = true;
    }

    /**
     * Returns which seconds are healthy: attempts x (1 - p0) <= 1.1 x arriving (attempts <= 1.1 x
     * arriving / (1 - p0), without dividing by zero when p0 is 1) and failures + timeouts <= 0.1 x
     * arriving + p0 x attempts. Recovery and the page's verdict read these flags, so they cannot disagree.
     */
    private boolean[] healthySeconds(int length) {
        double p0 = inputs.failureProbability();
        boolean[] healthy = new boolean[length];
        for (int s = 0; s < length; s++) {
            double started = attemptsStarted[s];
            double arrived = arriving[s];
            healthy[s] = started * (1 - p0) <= 1.1 * arrived && failures[s] + timeouts[s] <= 0.1 * arrived + p0 * started;
        }
        return healthy;
    }

    /**
     * Returns the seconds from the trigger's end to the first second s at or after it such that s .. s + 4
     * are healthy and end by the arrivals stop, or null.
     */
    private Double recoverySeconds(StormSeries series) {
        double end = inputs.trigger().endSeconds();
        int healthyRun = 0;
        for (int s = (int) Math.ceil(end); s + 1 <= inputs.arrivalsStopSeconds(); s++) {
            healthyRun = series.healthy(s) ? healthyRun + 1 : 0;
            if (healthyRun == StormSeries.HEALTHY_RUN) {
                return s - (StormSeries.HEALTHY_RUN - 1) - end;
            }
        }
        return null;
    }

    private void growSlots() {
        int capacity = arrivalMs.length * 2;
        arrivalMs = grow(arrivalMs, capacity);
        client = grow(client, capacity);
        runnerAttempt = grow(runnerAttempt, capacity);
        applicationAttempt = grow(applicationAttempt, capacity);
        sdkAttempt = grow(sdkAttempt, capacity);
        runnerWait = grow(runnerWait, capacity);
        applicationWait = grow(applicationWait, capacity);
        sdkWait = grow(sdkWait, capacity);
        lastRetryCost = grow(lastRetryCost, capacity);
        freeSlots = grow(freeSlots, capacity);
    }

    private void growSeries() {
        int capacity = arriving.length * 2;
        arriving = grow(arriving, capacity);
        attemptsStarted = grow(attemptsStarted, capacity);
        successes = grow(successes, capacity);
        failures = grow(failures, capacity);
        timeouts = grow(timeouts, capacity);
        inFlightAtEnd = grow(inFlightAtEnd, capacity);
        serviceMsSum = grow(serviceMsSum, capacity);
    }

    private static int[] grow(int[] values, int capacity) {
        int[] grown = new int[capacity];
        System.arraycopy(values, 0, grown, 0, values.length);
        return grown;
    }

    private static double[] grow(double[] values, int capacity) {
        double[] grown = new double[capacity];
        System.arraycopy(values, 0, grown, 0, values.length);
        return grown;
    }
}
