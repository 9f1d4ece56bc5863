source: mhenrixon/sidekiq-unique-jobs spec/jobs/my_job.rb (commit 4cdfc1e52cbcaae0f6d99dffdacc5a9b358ec6cf), read 2026-12-04
----
class MyJob
  include Sidekiq::Worker
  sidekiq_options queue: :working, retry: 1, backtrace: 10, unique: false

  sidekiq_retries_exhausted do |msg|
    Sidekiq.logger.warn "Failed #{msg['class']} with #{msg['args']}: #{msg['error_message']}"
  end

  def perform(*)
    # NO-OP
  end
end
