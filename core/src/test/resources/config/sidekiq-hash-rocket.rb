source: a public GitHub worker found with the search tool's code corpus (PushReadingWorker; file id 8972619842, repository not named by the index), read 2026-12-04
----
class PushReadingWorker
  include Sidekiq::Worker
  sidekiq_options :retry => false

  def perform(register_id, watt_hour)
    Pusher.trigger("register_#{register_id}", 'new_reading', {:watt_hour => "Aktueller Zählerstand: #{watt_hour / 1000.0} kWh", :register_id => "#{register_id}"})
  end
end
