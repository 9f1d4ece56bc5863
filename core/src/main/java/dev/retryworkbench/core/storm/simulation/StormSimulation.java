package dev.retryworkbench.core.storm.simulation;

import dev.retryworkbench.core.policy.Backoff;
import dev.retryworkbench.core.policy.DeadlineRule;
import dev.retryworkbench.core.policy.Hedging;
import dev.retryworkbench.core.random.SplitMix64;
import dev.retryworkbench.core.storm.budget.ClientBudgets;

/**
 * One run of the retry storm simulation, a discrete-event loop that can be advanced in slices (a page
 * runs a few thousand events per task and stays responsive) or to the end.
 *
 * <h2>Model</h2>
 * Requests arrive as a Poisson process at the fleet rate (the trigger's rate in [start, end)) at
 * t &lt; the arrivals stop, each on a client drawn uniformly. Each runs the nested policy, a {@link
 * LayerChain} walked by layer index: the runner calls the application policy, which calls the SDK
 * policy (the innermost, whose attempts are the physical ones); each outer attempt reruns the inner
 * policy. An attempt starting with c attempts in flight at the dependency (not counting itself)
 * takes base + perInFlight x c ms (each divided by the trigger's capacity share when it starts inside the
 * trigger) and fails with the failure probability in force at its start. The
 * client sees the outcome after the service time, or a timeout at the attempt timeout when the
 * service time is longer (equal is an outcome); the dependency keeps working on a timed-out attempt,
 * which stays in flight until its service time ends. Success ends the request. After a failure or a
 * timeout, a layer with attempts left draws its wait (with {@link Backoff#next}; decorrelated jitter
 * grows from the previous wait of the same run of that layer) and applies the deadline rule: when
 * the next attempt would start at or after the deadline (arrival + deadline), under {@code clip} the
 * request ends at the deadline, under {@code skip} the layer gives up and the next outer layer does
 * the same with its own wait; the request ends when the outermost layer has nothing left. A retry the
 * deadline allows then asks the client's budget for that layer, if the layer has one; a refused one
 * counts in refusedRetries and ends that run of the layer (the layer outside goes on as after an
 * exhausted run). An attempt still running at the deadline is cut there: a timeout in the series, not a
 * failure for any budget, and the end of the request. Timeouts are failures for every budget.
 *
 * <h2>The world the clients run in (Part 3; each off by default, which is Part 2's model)</h2>
 * Worker pools: a client runs at most concurrencyPerClient requests; one arriving while all its
 * workers are busy waits in the client's FIFO queue (a list through the request slots), or is dropped
 * when the queue is at clientQueueLimit. A worker holds its request until it ends, through a wait the
 * deadline cuts too (its release is an event at the deadline); a request taken from the queue starts
 * as an event of that instant, after its completions. Shedding: an attempt starting while the
 * dependency holds dependencyConcurrencyLimit attempts (inside the trigger that limit times the capacity
 * share, floored, at least 1) is rejected: it spends its outcome draw, is not
 * in flight, and its rejection (a throttling failure) is seen after rejectionLatencyMs, or a timeout
 * when that is longer than the attempt timeout. After a rejection the SDK layer's wait is max(drawn,
 * retryAfterMs); the drawn wait stays the policy's previous wait. cancelOnTimeout: a timed-out or cut
 * attempt leaves the in-flight count at once and makes no abandoned work. A rate limiter (aws-adaptive)
 * may hold an attempt: its start becomes an event at the time its token comes, or the request ends at
 * its deadline if that comes first.
 *
 * <h2>Budgets (one per client and layer)</h2>
 * Each {@link BudgetKind} is one {@link ClientBudgets} class holding its parameters, every client's
 * state and its rules. A layer's budget sees that layer's attempts (for the innermost the physical ones,
 * for an outer layer each run of the layers inside it): their first tries (the first attempt of each run
 * of the layer), their outcomes (an outer attempt fails when the layers inside it give up, succeeds with
 * the request), and their ends without an outcome (the deadline's cut, or the request ended by a wait
 * the deadline clips further in, or by a rate limiter's delay past the deadline) as cuts; it is asked for
 * each of that layer's retries, in the order above (a failure's cost before the retry's decision). A
 * layer's rate limiter (aws-adaptive) holds each of that layer's attempts, the outermost first.
 *
 * <h2>Hedging (the innermost layer; SPEC Part 4, "Hedging in the storm")</h2>
 * After a delay (gRPC, Polly): each attempt of a run that starts (rejected ones too) makes the next hedge due at
 * start + delay while the run has started fewer than maxAttempts and it falls before the deadline; a failed,
 * timed-out or rejected attempt starts the next at once instead (a rejection with a Retry-After, once it has
 * passed: gRFC A6's pushback), and the delay counts from it; the run gives up (the layer outside goes on as after
 * any exhausted run) when an attempt fails with none other open and no more to start. On per-try timeout (Envoy's
 * {@code hedge_on_per_try_timeout}, the attempt timeout being the per-try timeout): an attempt that reaches it is
 * not timed out but runs on (its client waits for its outcome, or the deadline's cut), and when the layer has
 * attempts left a hedge starts after the backoff, drawn as a retry's; an attempt that fails before it is retried
 * as usual, one that fails after it starts nothing (Envoy's router retries an upstream request once at most); the
 * run gives up once it can start nothing and none of its attempts is open. A hedge that would start at or after
 * the deadline does not start. The first success wins; every other attempt of the request, running
 * or waiting to start, is cancelled, as is every attempt still open when the request ends at its deadline: a
 * cancelled attempt is treated as a timed-out one, it leaves the dependency at once under cancelOnTimeout and
 * otherwise runs to the end of its service time as abandoned work (gRPC and Finagle send a cancellation; whether
 * the server stops is the dependency's, which cancelOnTimeout models). Budgets: every hedge after the first
 * attempt is asked of the innermost budget ({@link ClientBudgets#allowHedge}) when it is due; a refused one counts
 * in refusedRetries and no later hedge of that run starts (gRFC A6: the hedge is cancelled; the attempts already
 * sent run on; on per-try timeout only that hedge is not sent); a hedge's outcome reaches the budget as a retry's,
 * and a cancelled attempt as a cut.
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
 * The loop touches only primitive arrays: requests live in slots reused once finished (each layer's
 * attempt number and wait at slot x depth + layer), every physical attempt has an id of its own from
 * its start event to the outcome its client sees (its request, whether it is in flight, whether its
 * rate limiter's token came), ids reused through a free stack (a cancelled attempt's when its event comes), and
 * a request lists its open attempts (one at most without hedging); events are (time, rank, int) entries of
 * {@link EventQueue} carrying the attempt's id, the series grow by doubling. Each attempt makes at
 * most three events (its start after a wait or a rate limiter's delay, its outcome or timeout or cut,
 * the end of abandoned work), a pooled request at most two more (its start from the queue, its
 * worker's release at a deadline). Those created in time order (timeouts, immediate retries, and outcomes while the service
 * time holds steady) cost O(1), the rest the logarithm of the events pending, so the work is
 * proportional to the attempts. No {@code long} (a BigInt in TeaVM's JavaScript) and no allocation in
 * the loop.
 */
public final class StormSimulation {
    // An event's value: the attempt's id (a client for RELEASE) shifted left by 4, or-ed with its kind.
    private static final int ARRIVAL = 0;
    private static final int START = 1;
    private static final int SUCCESS = 2;
    private static final int FAILURE = 3;
    private static final int TIMEOUT = 4;
    private static final int CUT = 5;
    /** The dependency finishes an attempt whose client stopped waiting (timed out or cut). */
    private static final int DONE = 6;
    /** The dependency's rejection of a shed attempt reaches its client. */
    private static final int REJECTED = 7;
    /** A worker held until its request's deadline is free (the value carries the client). */
    private static final int RELEASE = 8;
    /** An attempt hedged on per-try timeout reaches it: it runs on, and a hedge may start after the backoff. */
    private static final int PER_TRY = 9;
    private static final int KIND_BITS = 4;
    private static final int KIND_MASK = 15;

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
    // The dependency at the trigger's capacity share: latencies divided by it, the concurrency limit times it.
    private final double triggerBaseMs;
    private final double triggerPerInFlightMs;
    private final int triggerLimit;
    private final double timeoutMs;
    private final boolean hasDeadline;
    private final double deadlineMs;
    private final boolean skip;
    // The innermost layer's hedging (SPEC Part 4, "Hedging in the storm"), off in every run that does not hedge.
    private final boolean hedges;
    private final boolean afterDelay;
    private final boolean onPerTry;
    private final double hedgeDelayMs;
    // The layers, 0 the outermost (LayerChain): their attempt limits, backoffs and budgets (null: none).
    private final int depth;
    private final int innermost;
    private final int[] limits;
    private final Backoff[] backoffs;
    private final ClientBudgets[] layerBudgets;

    /**
     * The budgeted layers' indices, outermost first: the loop walks these only, so a stack with one budget
     * costs what one budget did.
     */
    private final int[] budgeted;
    /** The budgeted layers whose budget delays attempts (a rate limiter), and those that count requests. */
    private final int[] delaying;
    private final int[] counting;
    private final boolean delays;
    private final boolean countsRequests;

    // Worker pools: each client's busy workers and its queue, a list through the slots.
    private final boolean pooled;
    private final int concurrency;
    private final int queueLimit;
    private final int[] busy;
    private final int[] queueHead;
    private final int[] queueTail;
    private final int[] queueLength;
    private int[] nextQueued = new int[64];
    private int queuedNow;
    private int dropped;
    private double queueWaitSum;
    private int queueWaited;

    // The dependency's limit, its rejections and Retry-After (-1: none), and cancellation.
    private final boolean sheds;
    private final int limit;
    private final double rejectionMs;
    private final double retryAfterMs;
    private final boolean cancel;
    private int rejected;

    // The requests in flight, one slot each; a finished request's slot goes on the free stack.
    private double[] arrivalMs = new double[64];
    private int[] client = new int[64];
    /**
     * Each layer's attempt number in its current run, and the wait it took after its previous attempt
     * (decorrelated jitter grows from it), at slot x depth + layer.
     */
    private int[] tries;
    private double[] waits;
    /** The request's attempts with an id: waiting to start, in flight, or rejected and not yet seen. */
    private int[] openAttempts = new int[64];
    /**
     * Those attempts' ids, at slot x width + 0 .. openAttempts - 1, so a success or a cut can cancel the others:
     * width 1 without hedging, the innermost's attempt limit + 1 with (its attempts and one pending hedge).
     */
    private final int width;
    private int[] slotIds;
    /** The id of the request's hedge due at the hedging delay, or -1 (hedging after a delay). */
    private int[] hedgeTimer = new int[64];
    /** True once a budget refused one of the request's hedges: no more in this run of the innermost layer. */
    private boolean[] hedgingStopped = new boolean[64];
    private int[] freeSlots = new int[64];
    private int freeCount;
    private int slotsUsed;

    // The attempts, one id each from the start event to the outcome the client sees; ids are reused.
    private int[] attemptRequest = new int[64];
    /** True while the attempt is in flight at the dependency (not rejected). */
    private boolean[] served = new boolean[64];
    /** The layers whose rate limiter has given the attempt's start its token already, one bit per layer. */
    private int[] granted = new int[64];
    /** The attempt is a retry or a hedge of the innermost layer, granted by its budget: its outcome says so. */
    private boolean[] retry = new boolean[64];
    /** The attempt's request no longer waits for it (another succeeded, or the request ended): its id is freed when its event comes. */
    private boolean[] cancelled = new boolean[64];
    /** The attempt, hedged on per-try timeout, has passed it: its failure starts nothing. */
    private boolean[] marked = new boolean[64];
    /** Where the attempt's id sits in its request's {@link #slotIds}. */
    private int[] idIndex = new int[64];
    private int[] freeIds = new int[64];
    private int freeIdCount;
    private int idsUsed;
    private int attemptsOpen;

    // The series, indexed by second, and the second now being filled.
    private int[] arriving;
    private int[] attemptsStarted;
    private int[] successes;
    private int[] failures;
    private int[] timeouts;
    private int[] inFlightAtEnd;
    private double[] serviceMsSum;
    private int[] servedStarted;
    private int[] queuedAtEnd;
    private int[] rejectedSeen;
    /** Requests a worker took up in each second, and requests dropped in it (pools only). */
    private int[] takenUp;
    private int[] droppedIn;
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
        double share = inputs.trigger().capacityShareOrWhole();
        triggerBaseMs = baseMs / share;
        triggerPerInFlightMs = perInFlightMs / share;
        timeoutMs = inputs.attemptTimeoutMs();
        hasDeadline = inputs.deadlineMs() != null;
        deadlineMs = hasDeadline ? inputs.deadlineMs() : 0;
        skip = inputs.deadlineRule() == DeadlineRule.SKIP;
        LayerChain chain = LayerChain.of(inputs);
        depth = chain.depth();
        innermost = chain.innermost();
        limits = new int[depth];
        backoffs = new Backoff[depth];
        layerBudgets = new ClientBudgets[depth];
        for (int layer = 0; layer < depth; layer++) {
            limits[layer] = chain.attempts(layer);
            backoffs[layer] = chain.backoff(layer);
            layerBudgets[layer] = chain.budgets(layer);
        }
        afterDelay = chain.hedging() == Hedging.DELAY;
        onPerTry = chain.hedging() == Hedging.ON_PER_TRY_TIMEOUT;
        hedges = afterDelay || onPerTry;
        hedgeDelayMs = chain.hedgeDelayMs();
        width = hedges ? limits[innermost] + 1 : 1;
        slotIds = new int[arrivalMs.length * width];
        tries = new int[arrivalMs.length * depth];
        waits = new double[arrivalMs.length * depth];

        budgeted = chain.budgeted();
        int delayingCount = 0;
        int countingCount = 0;
        for (int layer : budgeted) {
            layerBudgets[layer].ensureSlots(arrivalMs.length);
            delayingCount += layerBudgets[layer].delaysAttempts() ? 1 : 0;
            countingCount += layerBudgets[layer].countsRequests() ? 1 : 0;
        }
        delaying = new int[delayingCount];
        counting = new int[countingCount];
        for (int layer : budgeted) {
            if (layerBudgets[layer].delaysAttempts()) {
                delaying[delaying.length - delayingCount--] = layer;
            }
            if (layerBudgets[layer].countsRequests()) {
                counting[counting.length - countingCount--] = layer;
            }
        }
        delays = delaying.length > 0;
        countsRequests = counting.length > 0;
        pooled = inputs.pooled();
        concurrency = pooled ? inputs.pool().concurrencyPerClient() : 0;
        queueLimit = pooled && inputs.pool().clientQueueLimit() != null ? inputs.pool().clientQueueLimit()
                : Integer.MAX_VALUE;
        busy = new int[pooled ? clients : 0];
        queueHead = new int[pooled ? clients : 0];
        queueTail = new int[pooled ? clients : 0];
        queueLength = new int[pooled ? clients : 0];
        sheds = inputs.sheds();
        limit = sheds ? inputs.shedding().dependencyConcurrencyLimit() : Integer.MAX_VALUE;
        triggerLimit = sheds ? inputs.trigger().concurrencyLimitInside(limit) : Integer.MAX_VALUE;
        rejectionMs = sheds ? inputs.shedding().rejectionLatencyMs() : 0;
        retryAfterMs = sheds && inputs.shedding().retryAfterMs() != null ? inputs.shedding().retryAfterMs() : -1;
        cancel = inputs.cancelOnTimeout();

        int seconds = (int) Math.ceil(inputs.arrivalsStopSeconds()) + 16;
        arriving = new int[seconds];
        attemptsStarted = new int[seconds];
        successes = new int[seconds];
        failures = new int[seconds];
        timeouts = new int[seconds];
        inFlightAtEnd = new int[seconds];
        serviceMsSum = new double[seconds];
        servedStarted = new int[seconds];
        queuedAtEnd = new int[seconds];
        rejectedSeen = new int[seconds];
        takenUp = new int[seconds];
        droppedIn = new int[seconds];

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
     * Returns a client's balance in the innermost layer's budget: aws-quota's balance, grpc-throttling's
     * tokens or the token bucket's balance; NaN under the other kinds and without a budget. The figure
     * people reason about by hand, so tests read it.
     */
    public double budgetBalance(int c) {
        return budgetBalance(innermost, c);
    }

    /** Returns a client's balance in layer {@code layer}'s budget, as {@link #budgetBalance(int)} does. */
    public double budgetBalance(int layer, int c) {
        return layerBudgets[layer] == null ? Double.NaN : layerBudgets[layer].balance(c);
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
        int id = value >>> KIND_BITS;
        if (kind == DONE) {
            inFlight--;
        } else if (hedges && kind != RELEASE && kind != ARRIVAL && cancelled[id]) {
            dropCancelled(id, kind);
        } else if (kind == START) {
            if (afterDelay && hedgeTimer[attemptRequest[id]] == id) {
                hedgeDue(id, now);
            } else {
                startAttempt(id, now);
            }
        } else if (kind == SUCCESS) {
            inFlight--;
            successes[second]++;
            boolean wasRetry = retry[id];
            int slot = close(id);
            cancelOpen(slot);
            succeed(slot, wasRetry, now);
        } else if (kind == FAILURE) {
            inFlight--;
            failures[second]++;
            boolean wasRetry = retry[id];
            boolean pastPerTry = marked[id];
            afterFailure(close(id), now, ClientBudgets.FAILED, wasRetry, pastPerTry);
        } else if (kind == TIMEOUT) {
            timeouts[second]++;
            if (cancel && served[id]) {
                inFlight--;
            }
            boolean wasRetry = retry[id];
            afterFailure(close(id), now, ClientBudgets.TIMED_OUT, wasRetry, false);
        } else if (kind == CUT) {
            timeouts[second]++;
            if (cancel && served[id]) {
                inFlight--;
            }
            boolean wasRetry = retry[id];
            int slot = close(id);
            cancelOpen(slot);
            cutOutside(slot, depth, wasRetry);
            finish(slot, now);
        } else if (kind == REJECTED) {
            failures[second]++;
            rejectedSeen[second]++;
            rejected++;
            boolean wasRetry = retry[id];
            afterFailure(close(id), now, ClientBudgets.THROTTLED, wasRetry, false);
        } else if (kind == PER_TRY) {
            perTryTimeout(id, now);
        } else if (kind == RELEASE) {
            release(id, now);
        } else {
            arrive(now);
        }
    }

    /** Records the in-flight count at the end of the current second and moves to the next. */
    private void closeSecond() {
        inFlightAtEnd[second] = inFlight;
        queuedAtEnd[second] = queuedNow;
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
        int base = slot * depth;
        for (int layer = 0; layer < depth; layer++) {
            tries[base + layer] = 1;
        }
        hedgeTimer[slot] = -1;
        hedgingStopped[slot] = false;
        requests++;
        active++;
        arriving[second]++;
        if (!pooled) {
            takenUp[second]++;
            if (countsRequests) {
                requestStarted(chosen);
            }
            startAttempt(open(slot), now);
        } else if (busy[chosen] < concurrency) {
            busy[chosen]++;
            takeUp(slot, now, false);
        } else if (queueLength[chosen] >= queueLimit) {
            dropped++;
            droppedIn[second]++;
            active--;
            lastEndMs = Math.max(lastEndMs, now);
            freeSlots[freeCount++] = slot;
        } else {
            if (queueLength[chosen] == 0) {
                queueHead[chosen] = slot;
            } else {
                nextQueued[queueTail[chosen]] = slot;
            }
            queueTail[chosen] = slot;
            queueLength[chosen]++;
            queuedNow++;
        }
    }

    /**
     * A worker takes up a request: at its arrival its first attempt starts at once; taken from the queue
     * when another request ends, it starts as an event of the same instant, after its completions.
     */
    private void takeUp(int slot, double now, boolean fromQueue) {
        takenUp[second]++;
        if (countsRequests) {
            requestStarted(client[slot]);
        }
        if (fromQueue) {
            queueWaitSum += now - arrivalMs[slot];
            queueWaited++;
            queue.pushInOrder(now, true, (open(slot) << KIND_BITS) | START);
        } else {
            startAttempt(open(slot), now);
        }
    }

    /** Frees one of client {@code c}'s workers at {@code now}, which takes the first request waiting, if any. */
    private void release(int c, double now) {
        if (queueLength[c] == 0) {
            busy[c]--;
            return;
        }
        int slot = queueHead[c];
        queueHead[c] = nextQueued[slot];
        queueLength[c]--;
        queuedNow--;
        takeUp(slot, now, true);
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

    /** Starts attempt {@code id} of its request, unless a rate limiter holds it. */
    private void startAttempt(int id, double now) {
        int slot = attemptRequest[id];
        if (budgeted.length > 0 && !budgetsLetStart(id, slot, now)) {
            return;
        }
        boolean inTrigger = now >= triggerStartMs && now < triggerEndMs;
        if (inFlight >= (inTrigger ? triggerLimit : limit)) {
            reject(id, slot, now);
            return;
        }
        double service = inTrigger ? triggerBaseMs + triggerPerInFlightMs * inFlight : baseMs + perInFlightMs * inFlight;
        double probability = inTrigger ? triggerFailure : normalFailure;
        boolean failed = outcomeDraws.unit() < probability;
        inFlight++;
        attempts++;
        attemptsStarted[second]++;
        servedStarted[second]++;
        serviceMsSum[second] += service;
        served[id] = true;
        int tag = id << KIND_BITS;
        boolean answered = service <= timeoutMs;
        // Hedged on per-try timeout, an attempt that reaches the timeout runs on: its client waits for its outcome.
        boolean runsOn = onPerTry && !answered;
        double seen = answered || runsOn ? service : timeoutMs;
        double deadline = arrivalMs[slot] + deadlineMs;
        if (hasDeadline && now + seen > deadline) {
            queue.push(deadline, false, tag | CUT);
            if (!cancel) {
                queue.pushAbandoned(now + service);
            }
        } else if (answered || runsOn) {
            queue.pushInOrder(now + service, false, tag | (failed ? FAILURE : SUCCESS));
        } else {
            queue.pushInOrder(now + timeoutMs, false, tag | TIMEOUT);
            if (!cancel) {
                queue.pushAbandoned(now + service);
            }
        }
        if (runsOn && !hedgesPastDeadline(slot, now + timeoutMs)) {
            queue.push(now + timeoutMs, false, tag | PER_TRY);
        }
        if (afterDelay) {
            scheduleHedge(slot, now);
        }
    }

    /**
     * Tells the budgets the attempt starts, unless a layer's rate limiter holds it (its start becomes an
     * event at the token's time, or the request ends at its deadline): returns true when it starts now.
     */
    private boolean budgetsLetStart(int id, int slot, double now) {
        int base = slot * depth;
        if (delays) {
            for (int layer : delaying) {
                int bit = 1 << layer;
                // Only an attempt of that layer waits for its token: every layer inside it starts a run.
                if ((granted[id] & bit) != 0 || !startsRuns(base, layer + 1)) {
                    continue;
                }
                double at = layerBudgets[layer].sendAt(client[slot], now);
                if (at > now) {
                    double deadline = arrivalMs[slot] + deadlineMs;
                    if (hasDeadline && at >= deadline) {
                        boolean wasRetry = retry[id];
                        close(id);
                        cancelOpen(slot);
                        cutOutside(slot, depth, wasRetry);
                        finish(slot, deadline);
                        return false;
                    }
                    granted[id] |= bit;
                    queue.push(at, true, (id << KIND_BITS) | START);
                    return false;
                }
            }
            granted[id] = 0;
        }
        for (int layer : budgeted) {
            if (startsRuns(base, layer)) {
                layerBudgets[layer].firstTry(client[slot], now);
            }
        }
        return true;
    }

    /**
     * Returns true when the attempt of request {@code base / depth} starting now is the first try of a run of
     * {@code layer} and of every layer inside it (true for {@code depth}: no layer); asked from the innermost out,
     * so the one budgeted SDK layer reads one counter.
     */
    private boolean startsRuns(int base, int layer) {
        for (int inner = depth - 1; inner >= layer; inner--) {
            if (tries[base + inner] != 1) {
                return false;
            }
        }
        return true;
    }

    /**
     * The dependency, at its limit, rejects the attempt: it lasts the rejection latency (a timeout when
     * that is longer than the attempt timeout) and is not in flight. Its outcome draw is still spent, so
     * the other attempts draw as they would.
     */
    private void reject(int id, int slot, double now) {
        outcomeDraws.unit();
        attempts++;
        attemptsStarted[second]++;
        served[id] = false;
        int tag = id << KIND_BITS;
        boolean answered = rejectionMs <= timeoutMs;
        double seen = answered ? rejectionMs : timeoutMs;
        if (hasDeadline && now + seen > arrivalMs[slot] + deadlineMs) {
            queue.push(arrivalMs[slot] + deadlineMs, false, tag | CUT);
        } else {
            queue.pushInOrder(now + seen, false, tag | (answered ? REJECTED : TIMEOUT));
        }
        if (afterDelay) {
            scheduleHedge(slot, now);
        }
    }

    private void succeed(int slot, boolean innermostRetry, double now) {
        int base = slot * depth;
        for (int layer : budgeted) {
            layerBudgets[layer].succeeded(slot, client[slot],
                    layer == innermost ? innermostRetry : tries[base + layer] > 1, now);
        }
        succeeded++;
        finish(slot, now);
    }

    /**
     * Continues the policy after a failed or timed-out attempt: the innermost layer with attempts left
     * retries (each layer inside it starts a new run), else the request ends. Each layer the failure
     * reaches has its attempt failed, which its budget hears first. A layer whose wait the deadline forbids
     * ends the request at the deadline (clip; the attempts of the layers outside it end without an outcome)
     * or gives up (skip); a retry its budget refuses gives up too. Hedging after a delay, the innermost layer starts
     * its next hedge at once instead; on per-try timeout, it retries unless the attempt had passed it
     * ({@code pastPerTry}). Either way it gives up only once none of its attempts is left open.
     */
    private void afterFailure(int slot, double now, int failure, boolean innermostRetry, boolean pastPerTry) {
        int c = client[slot];
        int base = slot * depth;
        double deadline = arrivalMs[slot] + deadlineMs;
        for (int layer = innermost; layer >= 0; layer--) {
            int k = tries[base + layer];
            ClientBudgets budget = layerBudgets[layer];
            if (budget != null) {
                budget.failed(slot, c, failure, layer == innermost ? innermostRetry : k > 1, now);
            }
            if (afterDelay && layer == innermost) {
                hedgeAtOnce(slot, now, failure);
            } else if (k < limits[layer] && !(pastPerTry && layer == innermost)) {
                double drawn = backoffs[layer].next(k, waits[base + layer], waitDraws);
                // Retry-After: a rejection's next innermost wait is at least retryAfterMs (-1 without one).
                double wait = layer == innermost && failure == ClientBudgets.THROTTLED && drawn < retryAfterMs
                        ? retryAfterMs : drawn;
                if (hasDeadline && now + wait >= deadline) {
                    // With hedges still running (on per-try timeout) the layer only starts nothing: they may succeed.
                    if (!skip && openAttempts[slot] == 0) {
                        cutOutside(slot, layer, false);
                        finish(slot, deadline);
                        return;
                    }
                } else if (budget == null || budget.allowRetry(slot, c, failure, now)) {
                    tries[base + layer] = k + 1;
                    waits[base + layer] = drawn;
                    for (int inner = layer + 1; inner < depth; inner++) {
                        tries[base + inner] = 1;
                        waits[base + inner] = 0;
                    }
                    hedgingStopped[slot] = false;
                    pushStart(slot, now, wait);
                    return;
                } else {
                    refusedRetries++;
                }
            }
            // A hedging layer's other attempts may yet succeed (none is open without hedging).
            if (openAttempts[slot] > 0) {
                return;
            }
        }
        finish(slot, now);
    }

    /**
     * Hedging after a delay: after the first attempt of a run starts, and each hedge, the next hedge is due at
     * the delay while the run has attempts left and ends before the deadline; it waits as an attempt of its own,
     * which a success or the end of the request cancels.
     */
    private void scheduleHedge(int slot, double now) {
        double at = now + hedgeDelayMs;
        if (hedgingStopped[slot] || tries[slot * depth + innermost] >= limits[innermost] || hedgeTimer[slot] >= 0
                || hedgesPastDeadline(slot, at)) {
            return;
        }
        int id = open(slot);
        retry[id] = false;
        hedgeTimer[slot] = id;
        queue.push(at, true, (id << KIND_BITS) | START);
    }

    /** The hedge due at the delay: its budget decides, and it starts (or its rate limiter holds it). */
    private void hedgeDue(int id, double now) {
        int slot = attemptRequest[id];
        hedgeTimer[slot] = -1;
        if (hedgeRefused(slot, now)) {
            // The attempts already sent run on: one at least, as a hedge is due only while one runs.
            close(id);
            return;
        }
        tries[slot * depth + innermost]++;
        retry[id] = true;
        startAttempt(id, now);
    }

    /**
     * Hedging after a delay, after a failed attempt: the next hedge starts now, and the delay counts from it; after
     * a rejection with a Retry-After, once that has passed (gRFC A6's pushback), if before the deadline.
     */
    private void hedgeAtOnce(int slot, double now, int failure) {
        int bi = slot * depth + innermost;
        double wait = failure == ClientBudgets.THROTTLED && retryAfterMs > 0 ? retryAfterMs : 0;
        if (hedgingStopped[slot] || tries[bi] >= limits[innermost] || hedgesPastDeadline(slot, now + wait)) {
            return;
        }
        if (hedgeTimer[slot] >= 0) {
            cancelAttempt(hedgeTimer[slot]);
            hedgeTimer[slot] = -1;
        }
        if (hedgeRefused(slot, now)) {
            return;
        }
        tries[bi]++;
        pushStart(slot, now, wait);
    }

    /**
     * Hedging on per-try timeout: the attempt runs on, and when the layer has attempts left a hedge starts after
     * the backoff (drawn as any retry's), if it starts before the deadline and the budget allows.
     */
    private void perTryTimeout(int id, double now) {
        marked[id] = true;
        int slot = attemptRequest[id];
        int bi = slot * depth + innermost;
        int k = tries[bi];
        if (k >= limits[innermost]) {
            return;
        }
        double drawn = backoffs[innermost].next(k, waits[bi], waitDraws);
        if (hedgesPastDeadline(slot, now + drawn) || hedgeRefused(slot, now)) {
            return;
        }
        tries[bi] = k + 1;
        waits[bi] = drawn;
        pushStart(slot, now, drawn);
    }

    /**
     * Asks the innermost layer's budget for a hedge of request {@code slot}; a refused one counts, and after a
     * delay no later hedge of the run starts (gRFC A6: the hedge is cancelled).
     */
    private boolean hedgeRefused(int slot, double now) {
        ClientBudgets budget = layerBudgets[innermost];
        if (budget == null || budget.allowHedge(slot, client[slot], now)) {
            return false;
        }
        refusedRetries++;
        hedgingStopped[slot] = true;
        return true;
    }

    /** Returns true when a hedge starting at {@code at} would start at or after the request's deadline: it does not start. */
    private boolean hedgesPastDeadline(int slot, double at) {
        return hasDeadline && at >= arrivalMs[slot] + deadlineMs;
    }

    /**
     * Tells the budgets of the layers outside {@code layer} that their attempts of request {@code slot} end
     * without an outcome; {@code innermostRetry}: the innermost's attempt was a retry or a hedge.
     */
    private void cutOutside(int slot, int layer, boolean innermostRetry) {
        int base = slot * depth;
        for (int b : budgeted) {
            if (b < layer) {
                layerBudgets[b].cut(slot, client[slot], b == innermost ? innermostRetry : tries[base + b] > 1);
            }
        }
    }

    private void requestStarted(int c) {
        for (int layer : counting) {
            layerBudgets[layer].requestStarted(c);
        }
    }

    /** Queues a request's next attempt after {@code wait}; one without a wait starts now, in creation order. */
    private void pushStart(int slot, double now, double wait) {
        int value = (open(slot) << KIND_BITS) | START;
        if (wait == 0) {
            queue.pushInOrder(now, true, value);
        } else {
            queue.push(now + wait, true, value);
        }
    }

    /**
     * Ends a request at {@code endMs} (now, or the deadline that a wait would have passed) and frees its
     * slot; with a pool its worker is free at {@code endMs}.
     */
    private void finish(int slot, double endMs) {
        if (openAttempts[slot] != 0) {
            throw new IllegalStateException("a request ended with an attempt open");
        }
        active--;
        if (endMs > lastEndMs) {
            lastEndMs = endMs;
        }
        freeSlots[freeCount++] = slot;
        int c = client[slot];
        if (countsRequests) {
            for (int layer : counting) {
                layerBudgets[layer].requestEnded(c);
            }
        }
        if (pooled) {
            if (endMs > queue.poppedTime()) {
                queue.push(endMs, false, (c << KIND_BITS) | RELEASE);
            } else {
                release(c, endMs);
            }
        }
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

    /** Gives request {@code slot} a new attempt and returns its id. */
    private int open(int slot) {
        int id;
        if (freeIdCount > 0) {
            id = freeIds[--freeIdCount];
        } else {
            if (idsUsed == attemptRequest.length) {
                growIds();
            }
            id = idsUsed++;
        }
        attemptRequest[id] = slot;
        int j = openAttempts[slot]++;
        slotIds[slot * width + j] = id;
        idIndex[id] = j;
        attemptsOpen++;
        retry[id] = tries[slot * depth + innermost] > 1;
        served[id] = false;
        marked[id] = false;
        return id;
    }

    /** Ends attempt {@code id} (its client has seen its outcome, or it never started) and returns its request's slot. */
    private int close(int id) {
        int slot = detach(id);
        freeIds[freeIdCount++] = id;
        return slot;
    }

    /** Takes attempt {@code id} off its request's open attempts and returns the request's slot. */
    private int detach(int id) {
        int slot = attemptRequest[id];
        int last = --openAttempts[slot];
        int moved = slotIds[slot * width + last];
        slotIds[slot * width + idIndex[id]] = moved;
        idIndex[moved] = idIndex[id];
        attemptsOpen--;
        return slot;
    }

    /**
     * Cancels every attempt request {@code slot} still has open (another succeeded, or the request ends): as a
     * timed-out attempt, a running one leaves the dependency at once under cancelOnTimeout and runs to its end
     * otherwise; the innermost budget hears each as a cut. No-op without hedging: a request has no other attempt.
     */
    private void cancelOpen(int slot) {
        while (openAttempts[slot] > 0) {
            cancelAttempt(slotIds[slot * width + openAttempts[slot] - 1]);
        }
        hedgeTimer[slot] = -1;
    }

    private void cancelAttempt(int id) {
        int slot = detach(id);
        cancelled[id] = true;
        if (cancel && served[id]) {
            inFlight--;
        }
        ClientBudgets budget = layerBudgets[innermost];
        if (budget != null) {
            budget.cut(slot, client[slot], retry[id]);
        }
    }

    /**
     * The event of a cancelled attempt: the dependency finishes its work now unless it was cancelled there too
     * (a timeout's or a cut's end of work is abandoned work already), and its id is free. At its per-try timeout
     * it has its outcome still to come.
     */
    private void dropCancelled(int id, int kind) {
        if (kind == PER_TRY) {
            return;
        }
        if (!cancel && (kind == SUCCESS || kind == FAILURE)) {
            inFlight--;
        }
        cancelled[id] = false;
        granted[id] = 0;
        freeIds[freeIdCount++] = id;
    }

    /** Returns how many attempts have an id now: none once the run is done. */
    int attemptsOpen() {
        return attemptsOpen;
    }

    /** Returns how many attempt ids the run has made (ids are reused, so at most the attempts open at once). */
    int attemptIdsUsed() {
        return idsUsed;
    }

    /** Returns how many request slots the run has made: the most requests active at once. */
    int requestSlotsUsed() {
        return slotsUsed;
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
                inFlightAtEnd, serviceMsSum, servedStarted, queuedAtEnd, rejectedSeen, takenUp, healthySeconds(length));
        int peak = 0;
        for (int i = 0; i < length; i++) {
            peak = Math.max(peak, attemptsStarted[i]);
        }
        run = new StormRun(series, requests, attempts, succeeded, refusedRetries, peak, recoverySeconds(), dropped,
                rejected, queueWaited == 0 ? null : Double.valueOf(queueWaitSum / queueWaited));
        done = true;
    }

    /**
     * Returns which seconds are healthy: attempts x (1 - p0) <= 1.1 x arriving (attempts <= 1.1 x
     * arriving / (1 - p0), without dividing by zero when p0 is 1) and failures + timeouts <= 0.1 x
     * arriving + p0 x attempts. With pools, "arriving" is the requests the workers took up in the second
     * (a backlog drained after the trigger is recovery work, not retry load), and a second that dropped a
     * request is not healthy. Recovery, the survival map and the page's verdict read the one rule
     * ({@link #healthy}), so they cannot disagree.
     */
    private boolean[] healthySeconds(int length) {
        boolean[] healthy = new boolean[length];
        for (int s = 0; s < length; s++) {
            healthy[s] = healthy(s);
        }
        return healthy;
    }

    /**
     * Returns the seconds from the trigger's end to the first second s at or after it such that s .. s + 4
     * are healthy and end by the arrivals stop, or null.
     */
    private Double recoverySeconds() {
        return recoveryBefore(Integer.MAX_VALUE);
    }

    /**
     * Applies the recovery rule of {@link #recoverySeconds} to the seconds before {@code limit} only:
     * the seconds closed so far ({@link #secondsClosed}) give the run's answer as soon as it is found.
     */
    public Double recoveryBefore(int limit) {
        double end = inputs.trigger().endSeconds();
        int healthyRun = 0;
        for (int s = (int) Math.ceil(end); s + 1 <= inputs.arrivalsStopSeconds() && s < limit; s++) {
            healthyRun = healthy(s) ? healthyRun + 1 : 0;
            if (healthyRun == StormSeries.HEALTHY_RUN) {
                return s - (StormSeries.HEALTHY_RUN - 1) - end;
            }
        }
        return null;
    }

    /**
     * Returns how many seconds, from second 0, have their counts final (no event before their end is
     * left): all of them once the run is done.
     */
    public int secondsClosed() {
        return done ? Integer.MAX_VALUE : second;
    }

    /** Returns true when every second the recovery rule reads (those ending by the arrivals stop) is closed. */
    public boolean verdictSecondsClosed() {
        return secondsClosed() >= (int) Math.floor(inputs.arrivalsStopSeconds());
    }

    /** Returns true when second {@code s} is healthy by the rule of {@link #healthySeconds}. */
    private boolean healthy(int s) {
        double p0 = inputs.failureProbability();
        double started = attemptsStarted[s];
        double arrived = pooled ? takenUp[s] : arriving[s];
        return (!pooled || droppedIn[s] == 0) && started * (1 - p0) <= 1.1 * arrived
                && failures[s] + timeouts[s] <= 0.1 * arrived + p0 * started;
    }

    /**
     * Returns true when every second from {@code first} to the arrivals stop (each ending by it), and
     * before {@code limit}, is healthy: the survival map's knee, a steady load the dependency carries.
     */
    public boolean healthyFrom(int first, int limit) {
        for (int s = first; s + 1 <= inputs.arrivalsStopSeconds() && s < limit; s++) {
            if (!healthy(s)) {
                return false;
            }
        }
        return true;
    }

    private void growSlots() {
        int capacity = arrivalMs.length * 2;
        arrivalMs = grow(arrivalMs, capacity);
        client = grow(client, capacity);
        tries = grow(tries, capacity * depth);
        waits = grow(waits, capacity * depth);
        openAttempts = grow(openAttempts, capacity);
        slotIds = grow(slotIds, capacity * width);
        hedgeTimer = grow(hedgeTimer, capacity);
        hedgingStopped = grow(hedgingStopped, capacity);
        freeSlots = grow(freeSlots, capacity);
        nextQueued = grow(nextQueued, capacity);
        for (int layer : budgeted) {
            layerBudgets[layer].ensureSlots(capacity);
        }
    }

    private void growIds() {
        int capacity = attemptRequest.length * 2;
        attemptRequest = grow(attemptRequest, capacity);
        served = grow(served, capacity);
        granted = grow(granted, capacity);
        retry = grow(retry, capacity);
        cancelled = grow(cancelled, capacity);
        marked = grow(marked, capacity);
        idIndex = grow(idIndex, capacity);
        freeIds = grow(freeIds, capacity);
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
        servedStarted = grow(servedStarted, capacity);
        queuedAtEnd = grow(queuedAtEnd, capacity);
        rejectedSeen = grow(rejectedSeen, capacity);
        takenUp = grow(takenUp, capacity);
        droppedIn = grow(droppedIn, capacity);
    }

    private static int[] grow(int[] values, int capacity) {
        int[] grown = new int[capacity];
        System.arraycopy(values, 0, grown, 0, values.length);
        return grown;
    }

    private static boolean[] grow(boolean[] values, int capacity) {
        boolean[] grown = new boolean[capacity];
        System.arraycopy(values, 0, grown, 0, values.length);
        return grown;
    }

    private static double[] grow(double[] values, int capacity) {
        double[] grown = new double[capacity];
        System.arraycopy(values, 0, grown, 0, values.length);
        return grown;
    }
}
