source: sidekiq/sidekiq lib/sidekiq/job_retry.rb, lines 56-59, the comment's example (commit 1bb4aa06e5aa178a114a5e855f9f3d5c24f6c61b)
----
class MyJob
  include Sidekiq::Job
  sidekiq_options retry: 10, retry_queue: 'low'
end
