source: boto/boto3 docs/source/guide/retries.rst, the Config object passed to an EC2 client (commit 3e2d24719674ec834a36acc5dad6ebbd6cc4e76d)
----
import boto3
from botocore.config import Config

config = Config(
   retries = {
      'total_max_attempts': 10,
      'mode': 'standard'
   }
)

ec2 = boto3.client('ec2', config=config)
