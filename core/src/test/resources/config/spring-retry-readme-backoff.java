source: spring-projects/spring-retry README.md, lines 478-482 (commit c8977dda2d97c6d73719a5413761cee5e91de34b)
----
class Service {
    @Retryable(maxAttempts=12, backoff=@Backoff(delay=100, maxDelay=500))
    public service() {
        // ... do something
    }
