source: spring-projects/spring-retry README.md, lines 33-38, the quick start (commit c8977dda2d97c6d73719a5413761cee5e91de34b)
----
@Service
class Service {
    @Retryable(retryFor = RemoteAccessException.class)
    public void service() {
        // ... do something
    }
